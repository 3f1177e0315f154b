import Foundation

/// A message that holds what was searched for across all chats (`ChatStore.search`).
public struct ChatSearchHit: Sendable, Hashable, Identifiable {
    public let chat: Chat
    /// The message as the chat shows it (the version shown, for a regenerated reply).
    public let message: ChatMessage
    /// The text around the first match, on one line, with "…" where it was cut.
    public let snippet: String
    /// Where the match is in `snippet`, for highlighting it.
    public let match: Range<String.Index>

    public init(chat: Chat, message: ChatMessage, snippet: String, match: Range<String.Index>) {
        self.chat = chat
        self.message = message
        self.snippet = snippet
        self.match = match
    }

    /// A hit for `message` when it holds `query` (see `ChatSearchHit.matches`); nil otherwise.
    public init?(chat: Chat, message: ChatMessage, query: String, context: Int = ChatSearchHit.snippetContext) {
        guard let (snippet, match) = Self.snippet(of: message.text, around: query, context: context) else { return nil }
        self.init(chat: chat, message: message, snippet: snippet, match: match)
    }

    public var id: UUID { message.id }
}
