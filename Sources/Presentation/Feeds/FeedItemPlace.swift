import Domain

/// Where the reader's item sits: the list it was opened from (with its search, if any) and its
/// index there, so `J` `K` `n` `p` walk that list. The index is a hint: the reader finds the
/// item near it when a refresh moved it. Only the item lists and the reader make one (Swift's
/// memberwise init).
public struct FeedItemPlace: Sendable, Hashable {
    public var scope: FeedItemScope
    public var index: Int
    public var searchText = ""
    /// The list held only the unread items (`l`): the item shown, read now, has left it.
    public var unreadOnly = false
    /// Explore's Latest news: the list is the first this many items of `scope`, as Explore showed
    /// them, and the reader names it "Latest news"; nil for a whole list.
    public var latestNews: Int?

    /// An item opened from no list (Explore's latest news, after making an account): every
    /// feed's items, newest first, where the newest are.
    public static let newest = FeedItemPlace(scope: .all, index: 0)
}
