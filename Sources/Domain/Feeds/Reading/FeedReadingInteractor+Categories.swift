import Foundation

/// The news categories when feeds are configured: the feeds' tags.
extension FeedReadingInteractor {
    /// One category per tag, in the order the tags first appear in the feed list, with its
    /// item and unread counts; then the live bookmarks.
    public func categories() async throws -> [CategorySummary] {
        let feeds = try subscriptions()
        var tags: [String] = []
        for feed in feeds { for tag in feed.categories where !tags.contains(tag) { tags.append(tag) } }
        var summaries: [CategorySummary] = []
        for tag in tags {
            let scope = FeedItemScope.tag(tag)
            summaries.append(CategorySummary(
                kind: .feedTag(tag), count: try await cache.count(scope.query(over: feeds)),
                unread: try await cache.count(scope.query(over: feeds, unreadOnly: true))))
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
