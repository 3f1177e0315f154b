import Domain
import Foundation

/// `aichats news`: the cached items of the listed feeds, newest first, written page by page
/// (windows of `pageSize`) so that the first lines come at once and memory stays flat however
/// many items there are. Hidden feeds ("!") and feeds no longer in the list are left out, as in
/// newsboat's lists, unless a feed is asked for by name (one no longer listed, while the cache
/// still holds its items).
public struct NewsListing: Sendable {
    public struct Request: Sendable {
        public var unreadOnly = false
        public var feed: FeedAddress?
        public var limit: Int?
        public var json = false

        public init(unreadOnly: Bool = false, feed: FeedAddress? = nil, limit: Int? = nil, json: Bool = false) {
            (self.unreadOnly, self.feed, self.limit, self.json) = (unreadOnly, feed, limit, json)
        }
    }

    let list: any FeedListStore
    let cache: any FeedCache
    let pageSize: Int

    public init(list: any FeedListStore, cache: any FeedCache, pageSize: Int = 1000) {
        self.list = list
        self.cache = cache
        self.pageSize = max(1, pageSize)
    }

    /// The list shows no feed (it is missing, empty or every feed is hidden) while the cache holds
    /// items of some feed: nothing is read, since
    /// every cached item would be read only to be left out (6.7 s over 147,000 items, printing
    /// nothing). `list` is the list as read, `cachedFeeds` how many feeds the cache holds items of.
    public struct NothingListed: Error, Sendable {
        public let list: FeedList
        public let cachedFeeds: Int
    }

    /// Writes the items, one page of lines per call of `write` (which may throw to stop, e.g.
    /// when the reader went away); returns how many were written.
    /// Throws `FeedListError` when the list cannot be read or `feed` is not in it, `NothingListed`
    /// when it shows no feed, and the cache's error when it cannot be read.
    @discardableResult
    public func run(_ request: Request, write: (String) throws -> Void) async throws -> Int {
        let feeds = try await shownFeeds(request.feed)
        if feeds.isEmpty {
            // An empty cache holds no news either way: nothing to explain.
            let cached = try await cache.feedTitles().count
            if cached == 0 { return 0 }
            throw NothingListed(list: try list.list(), cachedFeeds: cached)
        }
        let titles = try await self.titles(of: feeds)
        var query = FeedItemQuery(feeds: request.feed.map { _ in Array(feeds.keys) }, unreadOnly: request.unreadOnly, limit: pageSize,
            includesContent: false)
        let limit = request.limit ?? Int.max
        var written = 0
        while written < limit {
            let page = try await cache.items(query)
            var lines = ""
            for item in page where feeds[item.feed] != nil && written < limit {
                let title = titles[item.feed] ?? ""
                lines += request.json ? NewsLine.json(item, feedTitle: title) : NewsLine.text(item, feedTitle: title)
                lines += "\n"
                written += 1
            }
            if !lines.isEmpty { try write(lines) }
            if page.count < query.limit { break }
            query.offset += page.count
        }
        return written
    }

    /// The feeds shown, each with the title its `~Title` gives it (nil when none). A feed asked
    /// for that the list no longer names is shown while the cache still holds it, in any
    /// spelling: its items (bookmarks among them) are kept.
    private func shownFeeds(_ asked: FeedAddress?) async throws -> [String: String?] {
        let listed = try list.list()
        if let asked {
            if let feed = listed.feed(at: asked) { return [feed.address.text: feed.title] }
            let cached = try await cache.feedTitles().keys.first { (try? FeedAddress($0))?.isSameFeed(as: asked) == true }
            guard let cached else { throw FeedListError.notListed(asked.text) }
            return [cached: nil]
        }
        return Dictionary(listed.feeds.filter { !$0.isHidden }.map { ($0.address.text, $0.title) }) { first, _ in first }
    }

    /// Each shown feed's title: the user's `~Title`, else the feed's own.
    private func titles(of feeds: [String: String?]) async throws -> [String: String] {
        var titles: [String: String] = [:]
        for (feed, title) in try await cache.feedTitles() where feeds[feed] != nil { titles[feed] = title }
        for case let (feed, title?) in feeds { titles[feed] = title }
        return titles
    }
}
