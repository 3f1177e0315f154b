/// One refresh at a time over a data folder, across every aichats that opens it (two windows,
/// an `aichats refresh` from cron): two refreshes at once fetch every feed twice, and sources
/// such as Reddit and Mastodon answer a doubled load with 429.
public protocol FeedRefreshLock: Sendable {
    /// Runs `body` while holding the lock and returns what it returned; returns nil at once,
    /// without running it, while another refresh holds the lock.
    func ifFree<T: Sendable>(_ body: @Sendable () async -> T) async -> T?
    /// Returns once no other refresh holds the lock, or when the task is cancelled.
    func waitUntilFree() async
}

/// No lock: a refresher alone on its cache (the fixtures, an in-memory cache).
public struct NoFeedRefreshLock: FeedRefreshLock {
    public init() {}

    public func ifFree<T: Sendable>(_ body: @Sendable () async -> T) async -> T? { await body() }

    public func waitUntilFree() async {}
}
