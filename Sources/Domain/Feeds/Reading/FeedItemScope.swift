import Foundation

/// Which items an item list shows: one feed, one tag (a news category), every visible feed, or
/// the bookmarked items, whatever became of their feeds since: a bookmark is what the user chose
/// to keep, so a feed removed from the list or hidden takes none away.
public enum FeedItemScope: Sendable, Hashable {
    case all
    /// One feed, by its URL as the feed list writes it.
    case feed(String)
    /// The feeds with this tag.
    case tag(String)
    case bookmarks

    /// The query for a window of this scope over `feeds` (the visible subscriptions), of the
    /// items that hold `searchText` when it is not blank. A tag no feed has gives an empty feed
    /// list, which matches nothing; the bookmarks are those of every cached feed.
    public func query(
        over feeds: [FeedSubscription], unreadOnly: Bool = false, limit: Int = 100, offset: Int = 0, searchText: String = ""
    ) -> FeedItemQuery {
        let urls: [String]?
        switch self {
        case .all: urls = feeds.map(\.address.text)
        case .bookmarks: urls = nil
        case .feed(let url): urls = [url]
        case .tag(let tag): urls = feeds.filter { $0.categories.contains(tag) }.map(\.address.text)
        }
        return FeedItemQuery(
            feeds: urls, unreadOnly: unreadOnly, bookmarkedOnly: self == .bookmarks, limit: limit, offset: offset,
            searchText: searchText)
    }

    /// The feed a refresh of "this feed" fetches; nil for lists of several feeds.
    public var singleFeed: String? {
        if case .feed(let url) = self { return url }
        return nil
    }
}
