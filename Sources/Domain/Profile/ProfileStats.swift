/// What the profile screen counts: the user's conversations, their messages, the avatars they
/// made and their bookmarks; deleting the account removes all of them.
public struct ProfileStats: Sendable, Hashable {
    /// How many conversations there are: chats with a message or a draft, as Chats lists them.
    public let chats: Int
    /// How many messages those chats hold, the user's and the avatars'.
    public let messages: Int
    /// How many avatars the user made.
    public let avatars: Int
    /// How many articles are bookmarked.
    public let bookmarks: Int
    /// How many of those conversations hold an unsent draft.
    public var drafts = 0
    /// How many articles are marked read: the sample ones and the feeds' cached items.
    public var readArticles = 0

    /// What the screen shows before the counts are read.
    public static let zero = ProfileStats(chats: 0, messages: 0, avatars: 0, bookmarks: 0)
}
