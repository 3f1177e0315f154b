import Foundation

/// Who wrote a chat message.
public enum ChatRole: String, Sendable, Hashable {
    /// The person using the app.
    case user
    /// The avatar.
    case assistant
    /// The app itself (instructions or notices).
    case system
}

/// One message in a conversation.
public struct ChatMessage: Sendable, Hashable, Identifiable {
    /// A stable identifier.
    public let id: UUID
    /// Who wrote it.
    public let role: ChatRole
    /// The text.
    public var text: String
    /// When it was written.
    public let sentAt: Date
    /// Whether it is whole, still growing or cut short, or failed.
    public var state: MessageState

    /// Creates a message.
    public init(id: UUID = UUID(), role: ChatRole, text: String, sentAt: Date, state: MessageState = .complete) {
        self.id = id
        self.role = role
        self.text = text
        self.sentAt = sentAt
        self.state = state
    }
}
