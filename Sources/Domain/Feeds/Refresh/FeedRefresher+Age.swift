import Foundation

extension FeedRefresher {
    /// When every listed feed had been fetched last (successfully or not): the oldest of their
    /// last fetches, which the refresh at start compares with its interval. Counted feed by feed,
    /// a refresh of one feed (`r`) does not put off the others' refresh at the next start. A feed
    /// never fetched is left out (`E` fetches the feeds it adds at once); nil when none was
    /// fetched, or the list or the cache cannot be read.
    public func lastRefreshOfEveryFeed() async -> Date? {
        guard let feeds = try? feedList.list().feeds, let fetches = try? await lastFetchesNotAhead() else { return nil }
        return feeds.compactMap { fetches[$0.address.text] }.min()
    }

    /// The cache's last fetches, those later than now (the clock was set back: an NTP fix, a
    /// restored VM) as long ago: taken as recent, they put every refresh off until the clock
    /// caught up with them, a day of no news behind "auto-refresh every 1 min".
    func lastFetchesNotAhead() async throws -> [String: Date] {
        let latest = clock.now().addingTimeInterval(FeedItem.clockSkew)
        return try await cache.lastFetches().mapValues { $0 > latest ? .distantPast : $0 }
    }
}
