import Foundation

/// The news categories when feeds are configured: the feeds' tags.
extension FeedReadingInteractor {
    /// One category per tag, in the order the tags first appear in the feed list, with its
    /// item and unread counts; then the live bookmarks. A tag's counts are its feeds' counts
    /// added up: the cache counts every feed in one pass over its items, where counting each
    /// tag's items again read 100,000 items two and a half times for two tags.
    public func categories() async throws -> [CategorySummary] {
        let feeds = try subscriptions()
        var tags: [String] = []
        for feed in feeds { for tag in feed.categories where !tags.contains(tag) { tags.append(tag) } }
        let statuses = try await cache.statuses()
        var summaries: [CategorySummary] = []
        for tag in tags {
            let urls = Set(FeedItemScope.tag(tag).query(over: feeds).feeds ?? [])
            let counted = statuses.filter { urls.contains($0.feed) }
            summaries.append(CategorySummary(
                kind: .feedTag(tag), count: counted.reduce(0) { $0 + $1.totalCount },
                unread: counted.reduce(0) { $0 + $1.unreadCount }))
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
