/// What the profile screen counts: the user's conversations, their messages and bookmarks.
public struct ProfileStats: Sendable, Hashable {
    /// How many chats hold at least one message.
    public let chats: Int
    /// How many messages those chats hold, the user's and the avatars'.
    public let messages: Int
    /// How many articles are bookmarked.
    public let bookmarks: Int

    /// Creates the counts.
    public init(chats: Int, messages: Int, bookmarks: Int) {
        self.chats = chats
        self.messages = messages
        self.bookmarks = bookmarks
    }
}
