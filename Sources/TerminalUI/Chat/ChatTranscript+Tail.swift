import Domain
import Foundation

extension ChatTranscript.CachedMessage {
    /// The last `bytes` or so of `message`'s text (from a line's start) laid out, and its
    /// reasoning: it stands in for a long message opened while the whole is laid out in the
    /// background, so the chat draws its bottom at once (a reply of a megabyte took a second).
    static func tail(of message: ChatMessage, _ context: ChatTranscript.Context, theme: Theme, bytes: Int) -> Self {
        var cached = Self(message, context, theme: theme)
        let text = message.text.utf8
        let cut = text.index(text.endIndex, offsetBy: -bytes, limitedBy: text.startIndex) ?? text.startIndex
        let start = cut == text.startIndex ? cut
            : text[cut...].firstIndex(of: UInt8(ascii: "\n")).map(text.index(after:)) ?? cut
        cached.catchUp(with: String(decoding: text[start...], as: UTF8.self), isStreaming: false)
        cached.standIn(forBytes: text.count)
        cached.catchUp(reasoning: message.reasoning)
        return cached
    }
}
