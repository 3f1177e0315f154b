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
    /// The model that wrote a reply, as the server named it; nil for the user's messages.
    public var model: String?
    /// The model's reasoning before the reply, kept apart from the text; empty when none.
    public var reasoning: String
    /// Why a `.failed` reply failed, kept with it so that it shows again after a restart.
    public var failureReason: String?
    /// Which version of a regenerated reply this is, from 1 (the first written); 1 of 1 for a
    /// message never regenerated. A store lists only the version shown.
    public var versionNumber: Int
    /// How many versions the reply has (see `ChatStore.addVersion(_:replacing:)`).
    public var versionCount: Int

    public init(
        id: UUID = UUID(), role: ChatRole, text: String, sentAt: Date, state: MessageState = .complete,
        model: String? = nil, reasoning: String = "", failureReason: String? = nil,
        versionNumber: Int = 1, versionCount: Int = 1
    ) {
        self.id = id
        self.role = role
        self.text = text
        self.sentAt = sentAt
        self.state = state
        self.model = model
        self.reasoning = reasoning
        self.failureReason = failureReason
        self.versionNumber = versionNumber
        self.versionCount = versionCount
    }
}
