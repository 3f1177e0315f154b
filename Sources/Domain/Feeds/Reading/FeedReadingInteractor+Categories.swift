import Foundation

/// The news categories when feeds are configured: the feeds' tags.
extension FeedReadingInteractor {
    /// One category per tag, in the order the tags first appear in the feed list, with its
    /// item and unread counts; then the live bookmarks. A tag's counts are its feeds' counts
    /// added up: the cache counts every feed in one pass over its items, where counting each
    /// tag's items again read 100,000 items two and a half times for two tags. The feeds are
    /// read in one pass too, so that thousands of feeds and tags cost no more than reading them.
    /// A tag whose every feed failed at its last fetch is marked failed.
    public func categories() async throws -> [CategorySummary] {
        let feeds = try subscriptions()
        let statuses = try await statusesByFeed()
        var tags: [String] = []
        var counts: [String: (all: Int, unread: Int, working: Int)] = [:]
        for feed in feeds {
            let status = statuses[feed.address.text]
            let working = status?.lastError == nil ? 1 : 0
            for tag in feed.categories {
                if counts[tag] == nil { tags.append(tag) }
                let counted = counts[tag, default: (0, 0, 0)]
                counts[tag] = (counted.all + (status?.totalCount ?? 0), counted.unread + (status?.unreadCount ?? 0),
                               counted.working + working)
            }
        }
        let summaries = tags.map { tag in
            CategorySummary(kind: .feedTag(tag), count: counts[tag]?.all ?? 0, unread: counts[tag]?.unread ?? 0,
                            isFailed: counts[tag]?.working == 0)
        }
        let bookmarks = try await cache.count(FeedItemScope.bookmarks.query(over: feeds))
        return summaries + [CategorySummary(kind: .bookmarks, count: bookmarks)]
    }

    /// Explore's latest news: the fresh items among the newest `limit`.
    public func latestNews(limit: Int = 30) async throws -> [FeedHeadline] {
        let freshness = NewsFreshness(now: clock.now())
        return try await headlines(.all, offset: 0, limit: limit).filter { freshness.isFresh(publishedAt: $0.item.sortDate) }
    }
}
