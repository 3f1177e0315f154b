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
    public let id: UUID
    public let role: ChatRole
    public var text: String
    public let sentAt: Date
    /// Whether it is whole, still growing or cut short, or failed.
    public var state: MessageState

    public init(id: UUID = UUID(), role: ChatRole, text: String, sentAt: Date, state: MessageState = .complete) {
        self.id = id
        self.role = role
        self.text = text
        self.sentAt = sentAt
        self.state = state
    }
}
