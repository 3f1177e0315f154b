import Foundation

/// One row of the chats list: a chat with the avatar's name and how many replies are unread.
public struct Conversation: Sendable, Hashable, Identifiable {
    /// The chat, its newest message and its size.
    public let summary: ChatSummary
    /// The avatar's display name, or `Avatar.deletedName` when no avatar has its id any more.
    public let avatarName: String
    /// The avatar's replies the user has not seen yet (see `ChatsInteractor.unreadCount(in:)`).
    public let unreadCount: Int
    /// The message the user is writing there; empty when none.
    public var draft = ""
    /// True when no avatar has the chat's id any more (a chat its avatar's deletion left behind):
    /// there is nobody to answer in it, so it can only be deleted.
    public var avatarIsGone = false
    /// When the chat started, for a main chat whose avatar has another one listed (Ctrl-N in
    /// Chat starts one): what tells them apart besides their messages. Nil otherwise.
    public var startedAt: Date?
    /// The chat's backend and model ("zoo / zoo/md"), for a main chat whose avatar has another
    /// one listed that answers with another: the same avatar, told apart by who answers. Nil
    /// otherwise, and for a chat on the default backend and model.
    public var modelLabel: String?

    public var id: UUID { summary.id }
    public var avatarID: String { summary.chat.avatarID }
}

extension Avatar {
    /// What the chat lists call the avatar of a chat whose avatar no longer exists (deleted in
    /// another aichats while the chat was open, say).
    public static let deletedName = "(deleted avatar)"
}
