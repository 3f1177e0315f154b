import Foundation

/// Refreshes take turns over a cache that several aichats share (`FeedRefreshLock`), and a
/// refresh that comes due just after another one fetched every feed can be left out.
extension FeedRefresher {
    /// Runs `body` (refreshes) while no other refresh runs; nil at once, without running it,
    /// while another one does.
    public func whileNoOtherRefresh<T: Sendable>(_ body: @Sendable () async -> T) async -> T? {
        await lock.ifFree(body)
    }

    /// Returns once the refresh another aichats runs has ended (or the task is cancelled).
    public func waitForOtherRefresh() async {
        await lock.waitUntilFree()
    }

    /// True when every listed feed was fetched (successfully or not) at `time` or later, by any
    /// aichats on this cache; false when the list names none or cannot be read.
    public func everyFeedFetched(since time: Date) async -> Bool {
        guard let feeds = try? addresses(in: .all), !feeds.isEmpty,
              let fetched = try? await lastFetchesNotAhead() else { return false }
        return feeds.allSatisfy { fetched[$0.text].map { $0 >= time } ?? false }
    }

    /// The cache's mark now (`FeedCacheMark`), to tell whether another aichats stored anything
    /// since the screens loaded; nil when the cache cannot be read.
    public func cacheMark() async -> FeedCacheMark? {
        guard let newest = try? await cache.newestItemID(), let fetched = try? await cache.lastFetches() else { return nil }
        return FeedCacheMark(newestItemID: newest, lastFetches: fetched)
    }
}
