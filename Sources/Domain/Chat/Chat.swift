import Foundation

/// A conversation with one avatar. There is at most one chat per avatar.
public struct Chat: Sendable, Hashable, Identifiable {
    /// A stable identifier.
    public let id: UUID
    /// The avatar the user talks to.
    public let avatarID: String
    /// When the chat was started.
    public let createdAt: Date
    /// When something last happened in it: the time of its newest message, or `createdAt`.
    public let modifiedAt: Date
    /// The time of the newest message the user has seen; nil when the chat was never viewed.
    public let lastViewedAt: Date?

    /// Creates a chat.
    public init(id: UUID = UUID(), avatarID: String, createdAt: Date, modifiedAt: Date, lastViewedAt: Date? = nil) {
        self.id = id
        self.avatarID = avatarID
        self.createdAt = createdAt
        self.modifiedAt = modifiedAt
        self.lastViewedAt = lastViewedAt
    }
}

/// A chat as the chats list shows it: the chat, its newest message and its size.
public struct ChatSummary: Sendable, Hashable, Identifiable {
    /// The chat.
    public let chat: Chat
    /// The newest message, for the preview; nil when the chat is empty.
    public let lastMessage: ChatMessage?
    /// How many messages the chat holds.
    public let messageCount: Int

    /// Creates a summary.
    public init(chat: Chat, lastMessage: ChatMessage?, messageCount: Int) {
        self.chat = chat
        self.lastMessage = lastMessage
        self.messageCount = messageCount
    }

    /// The chat's id.
    public var id: UUID { chat.id }
}
