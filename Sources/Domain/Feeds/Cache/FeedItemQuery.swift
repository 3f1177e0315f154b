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
    /// False when the list shows no item's body: the cache may then leave `contentText` and
    /// `links` empty and skip reading them, the bulk of an item (`aichats news` over 100,000 items).
    public var includesContent: Bool
    /// Only items whose title or summary holds this text, both folded (`TextFolding`: any case,
    /// any accents, any script); blank for every item.
    public var searchText: String
    /// Only the items the cache held when this was its newest id (`FeedCache.newestItemID()`):
    /// ids grow with every item stored and are never used again, so a mark of what a screen
    /// counted leaves alone what a refresh in another process (cron) stored since. Nil for any.
    public var knownUpTo: Int64?

    public init(
        feeds: [String]? = nil, unreadOnly: Bool = false, bookmarkedOnly: Bool = false, limit: Int = 100, offset: Int = 0,
        includesContent: Bool = true, searchText: String = ""
    ) {
        self.feeds = feeds
        self.unreadOnly = unreadOnly
        self.bookmarkedOnly = bookmarkedOnly
        self.limit = limit
        self.offset = offset
        self.includesContent = includesContent
        self.searchText = searchText
    }

    /// True when `item` is one the query lists, its window aside: the rule the caches that
    /// filter in memory apply. A search looks in the title and the summary, or the content when
    /// the item has no summary (a feed that gives only its full text).
    public func admits(_ item: FeedItem) -> Bool {
        guard (feeds?.contains(item.feed) ?? true) && (!unreadOnly || !item.isRead) && (!bookmarkedOnly || item.isBookmarked),
              item.id <= knownUpTo ?? .max
        else { return false }
        guard let wanted = foldedSearchText else { return true }
        let text = item.summaryText.isEmpty ? item.contentText : item.summaryText
        return TextFolding.contains(wanted, in: item.title) || TextFolding.contains(wanted, in: text)
    }

    /// `searchText` without its blank ends, folded; nil when it is blank.
    public var foldedSearchText: [UInt8]? {
        let trimmed = searchText.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? nil : TextFolding.folded(trimmed)
    }
}
