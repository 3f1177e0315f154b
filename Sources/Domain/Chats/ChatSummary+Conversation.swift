import Foundation

extension ChatSummary {
    /// Whether the chat is one of the user's conversations: it holds a message, or a draft
    /// (`drafts`, by chat). Only these are listed (Chats, an article's chats) and counted
    /// (Profile): opening a chat makes one, and a chat left without a word is nobody's.
    public func isConversation(drafts: [UUID: String]) -> Bool { messageCount > 0 || drafts[id] != nil }
}
