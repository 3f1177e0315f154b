import Foundation

/// Refreshes the subscribed feeds: each listed feed is fetched with the validators the cache
/// holds for it, and what came back is written into the cache. All feeds are asked for at once;
/// the `FeedFetcher` decides how many transfers run together.
///
/// Nothing is lost on the way: a fetch that the cache refuses to store is reported as a failure
/// with the cache's reason, and a failure that cannot be recorded is still reported.
public struct FeedRefresher: Sendable {
    let feedList: any FeedListStore
    let cache: any FeedCache
    let fetcher: any FeedFetcher
    let clock: NowProvider
    /// Taken by `whileNoOtherRefresh` (`+Turns`): one refresh at a time over the cache.
    let lock: any FeedRefreshLock

    public init(
        feedList: any FeedListStore, cache: any FeedCache, fetcher: any FeedFetcher, clock: NowProvider = .system,
        lock: any FeedRefreshLock = NoFeedRefreshLock()
    ) {
        self.feedList = feedList
        self.cache = cache
        self.fetcher = fetcher
        self.clock = clock
        self.lock = lock
    }

    /// Refreshes the feeds of `scope` and returns one result per feed, in the list's order. It
    /// takes no lock: the app and `aichats refresh` call it inside `whileNoOtherRefresh`.
    /// `progress` is called in turn (never twice at once): first with nothing done, then after
    /// each feed. Throws only when the list cannot be read or `scope` names a feed not listed,
    /// before anything is fetched.
    @discardableResult
    public func refresh(
        _ scope: FeedRefreshScope = .all, progress: @Sendable (FeedRefreshProgress) async -> Void = { _ in }
    ) async throws(FeedListError) -> [FeedRefreshResult] {
        let feeds = try addresses(in: scope)
        let statuses = await knownStatuses()
        await progress(FeedRefreshProgress(done: 0, total: feeds.count))
        var results = [String: FeedRefreshResult]()
        await withTaskGroup(of: FeedRefreshResult.self) { group in
            for feed in feeds {
                let known = statuses[feed.text]
                group.addTask { await refreshOne(feed, known: known) }
            }
            for await result in group {
                results[result.feed] = result
                await progress(FeedRefreshProgress(done: results.count, total: feeds.count, latest: result))
            }
        }
        return feeds.compactMap { results[$0.text] }
    }

    /// The same refresh, as a stream of its progress that ends when the last feed is done.
    /// A list that cannot be read ends it at once with the error.
    public func progress(of scope: FeedRefreshScope = .all) -> AsyncThrowingStream<FeedRefreshProgress, any Error> {
        AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    try await refresh(scope) { _ = continuation.yield($0) }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    func addresses(in scope: FeedRefreshScope) throws(FeedListError) -> [FeedAddress] {
        let list = try feedList.list()
        switch scope {
        case .all:
            var seen = Set<String>()
            return list.feeds.map(\.address).filter { seen.insert($0.text).inserted }
        case .feed(let address):
            guard let listed = list.feed(at: address) else { throw .notListed(address.text) }
            return [listed.address]
        }
    }

    /// What the cache knows of every feed (the validators to send, where a feed moved); nothing
    /// (a full fetch) when the cache cannot say.
    private func knownStatuses() async -> [String: FeedStatus] {
        let statuses = (try? await cache.statuses()) ?? []
        return Dictionary(statuses.map { ($0.feed, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
