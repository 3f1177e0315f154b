import Foundation

/// Which cached items a list shows, newest first (by `FeedItem.sortDate`, ties by id).
///
/// Lists are windows: `limit` items after `offset`. The cache answers from its indexes and never
/// loads every item.
public struct FeedItemQuery: Sendable, Hashable {
    /// Only these feeds (URLs as the feed list writes them); nil for every feed.
    public var feeds: [String]?
    public var unreadOnly: Bool
    public var bookmarkedOnly: Bool
    public var limit: Int
    public var offset: Int

    public init(feeds: [String]? = nil, unreadOnly: Bool = false, bookmarkedOnly: Bool = false, limit: Int = 100, offset: Int = 0) {
        self.feeds = feeds
        self.unreadOnly = unreadOnly
        self.bookmarkedOnly = bookmarkedOnly
        self.limit = limit
        self.offset = offset
    }
}
