/// What deleting an avatar the user made takes with it, counted when the user is asked.
public struct AvatarDeletion: Sendable, Hashable {
    public let avatar: Avatar
    /// The chats with it that hold a message or a draft; empty ones go too, holding nothing.
    public let chats: Int
    /// How many messages those chats hold.
    public let messages: Int
    /// How many of those chats hold an unsent draft.
    public let drafts: Int
}
