import Foundation

/// A 2xx answer that ended without a single `data:` event: plain text from a proxy or a captive
/// portal, a wrong endpoint. Its media type and first words are named, so that the chat does not
/// send the user to look at their network for a connection that never dropped.
enum NotAStream {
    /// The most of the body kept to quote from.
    static let keptBytes = 512
    /// The most characters quoted.
    static let quotedCharacters = 60

    static func error(base: String, mediaType: String, bodyStart: Data) -> ChatReplyError {
        let text = ServerErrorBody.oneLine(String(decoding: bodyStart, as: UTF8.self))
        let quote = text.count > quotedCharacters ? String(text.prefix(quotedCharacters)).trimmingCharacters(in: .whitespaces) + "…" : text
        let type = mediaType.isEmpty ? "no content type" : mediaType
        return ChatReplyError(
            .malformed, reason: "the server at \(base) answered but sent no reply stream (\(type): '\(quote)'); check base_url")
    }
}
