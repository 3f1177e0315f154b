import Foundation

/// One row of the chats list: a chat with the avatar's name and how many replies are unread.
public struct Conversation: Sendable, Hashable, Identifiable {
    /// The chat, its newest message and its size.
    public let summary: ChatSummary
    /// The avatar's display name, or its id when the avatar is no longer in the catalog.
    public let avatarName: String
    /// The avatar's replies the user has not seen yet (see `ChatsInteractor.unreadCount(in:)`).
    public let unreadCount: Int
    /// The message the user is writing there; empty when none.
    public var draft = ""

    public var id: UUID { summary.id }
    public var avatarID: String { summary.chat.avatarID }
}
