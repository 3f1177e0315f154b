import Foundation

extension FeedRefresher {
    /// When every listed feed had been fetched last (successfully or not): the oldest of their
    /// last fetches, which the refresh at start compares with its interval. Counted feed by feed,
    /// a refresh of one feed (`r`) does not put off the others' refresh at the next start. A feed
    /// never fetched is left out (`E` fetches the feeds it adds at once); nil when none was
    /// fetched, or the list or the cache cannot be read.
    public func lastRefreshOfEveryFeed() async -> Date? {
        guard let feeds = try? feedList.list().feeds, let fetches = try? await cache.lastFetches() else { return nil }
        return feeds.compactMap { fetches[$0.address.text] }.min()
    }
}
