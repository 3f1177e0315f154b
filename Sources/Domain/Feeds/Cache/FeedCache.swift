import Foundation

/// What storing one fetch did to its feed's cached items: how many of the fetch's items were not
/// cached before, and how many of the feed's oldest items were deleted to keep it within the
/// cache's maximum (never a bookmarked one nor one the fetch listed; their read marks go too).
public typealias FeedStoreCounts = (newItems: Int, removedItems: Int)

/// The local copy of every feed's items: what the UI and `aichats news` read at once, and what a
/// refresh writes into.
public protocol FeedCache: Sendable {
    /// Stores a fetch. Items are matched to cached ones by guid, then link, then a hash of title
    /// and date; an item with a guid new to the cache, by link, title and date to one stored under
    /// a guid the fetch no longer lists (a generator that puts a session id into every guid); a
    /// matched item is updated in place and keeps its id, read and bookmark state.
    /// Items older than the feed's newest (the per-feed maximum, by date, whether the fetch listed
    /// them or not) are pruned, never bookmarked ones nor the fetch's. Returns how many items were
    /// new and how many were pruned.
    @discardableResult
    func store(_ fetched: FetchedFeed, feed: String, validators: FeedValidators, at time: Date) async throws -> FeedStoreCounts
    /// Records a `304`: the feed is current as of `time`.
    func recordNotModified(feed: String, at time: Date) async throws
    /// Records a failed fetch; the cached items stay. The feed's run of failures goes on (or
    /// starts); a stored fetch or a `304` ends it.
    func recordFailure(feed: String, reason: String, at time: Date) async throws
    /// Records where the feed moved for good (a fetch whose every redirect was permanent), or,
    /// with nil, that it no longer moves (a successful fetch without such redirects). The same
    /// address again keeps the time it was first recorded.
    func recordMove(feed: String, to address: String?, at time: Date) async throws
    /// Moves everything cached under `feed` to `newFeed` (the feed list now names it there): its
    /// status, its items with their read marks and bookmarks and ids (so the chats about them
    /// follow), in one transaction. An item `newFeed` holds already keeps its place and takes
    /// the other's marks and chats. The move itself, and the old address's failures, are forgotten.
    func moveFeed(_ feed: String, to newFeed: String) async throws
    /// Every feed the cache has heard of, with its counts.
    func statuses() async throws -> [FeedStatus]
    /// The title each cached feed gave itself, by URL: what a window of items shows beside each.
    /// Unlike `statuses()`, it counts nothing, so it costs the same with 100,000 items as with 10.
    func feedTitles() async throws -> [String: String]
    func items(_ query: FeedItemQuery) async throws -> [FeedItem]
    func item(id: Int64) async throws -> FeedItem?
    /// How many items `query` matches, ignoring its window.
    func count(_ query: FeedItemQuery) async throws -> Int
    /// How many items `query` matches and how many of those are unread, ignoring its window and
    /// `unreadOnly`: one pass where a search reads every item.
    func counts(_ query: FeedItemQuery) async throws -> (all: Int, unread: Int)
    func setRead(_ ids: [Int64], _ isRead: Bool) async throws
    /// Marks every item that `query` matches (ignoring its window) read.
    func markAllRead(_ query: FeedItemQuery) async throws
    func setBookmarked(_ id: Int64, _ isBookmarked: Bool) async throws
    /// Keeps `item` as a screen shows it, bookmarked when `bookmarked` (an item held keeps its
    /// marks otherwise). When a refresh removed it since the screen read it (a feed keeps its
    /// newest items), it is stored again, so that a bookmark or a chat about it holds; returns the
    /// id it is kept under (its own, or the one a later fetch stored it under).
    func keep(_ item: FeedItem, bookmarked: Bool) async throws -> Int64
    /// Forgets every read and bookmark mark, as deleting the account does; the items stay.
    func removeMarks() async throws
    /// When each cached feed was last fetched, successfully or not (its last success or its last
    /// failure, the later), by URL: what decides, feed by feed, whether the app refreshes at
    /// start, and whether another aichats refreshed every feed a moment ago.
    func lastFetches() async throws -> [String: Date]
    /// The highest id of a cached item, 0 when there is none: ids grow with every item stored,
    /// so `FeedItemQuery.knownUpTo` keeps what was cached then (see there).
    func newestItemID() async throws -> Int64
    /// Where the item is in the list `query` gives (newest first, its window aside), nil when
    /// the list does not hold it: a list that changes its query keeps the item selected without
    /// reading every row above it.
    func position(of id: Int64, in query: FeedItemQuery) async throws -> Int?
}

extension FeedCache {
    public func counts(_ query: FeedItemQuery) async throws -> (all: Int, unread: Int) {
        var all = query, unread = query
        all.unreadOnly = false
        unread.unreadOnly = true
        return (try await count(all), try await count(unread))
    }

    /// Reads the list a page of headlines at a time, for caches kept in memory.
    public func position(of id: Int64, in query: FeedItemQuery) async throws -> Int? {
        var page = query
        page.includesContent = false
        page.limit = 500
        page.offset = 0
        while true {
            let items = try await items(page)
            if let found = items.firstIndex(where: { $0.id == id }) { return page.offset + found }
            guard items.count == page.limit else { return nil }
            page.offset += page.limit
        }
    }

    public func feedTitles() async throws -> [String: String] {
        Dictionary(try await statuses().map { ($0.feed, $0.title) }, uniquingKeysWith: { first, _ in first })
    }
}
