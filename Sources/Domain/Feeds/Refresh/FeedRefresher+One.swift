import Foundation

extension FeedRefresher {
    /// Fetches one feed and writes what came back into the cache.
    func refreshOne(_ address: FeedAddress, validators: FeedValidators) async -> FeedRefreshResult {
        let feed = address.text
        let outcome = await fetcher.fetch(address, validators: validators)
        let time = clock.now()
        switch outcome {
        case .fetched(let fetched, let newValidators):
            do {
                let stored = try await cache.store(fetched, feed: feed, validators: newValidators, at: time)
                return FeedRefreshResult(
                    feed: feed, outcome: .updated(newItems: stored.newItems), leftOutItems: fetched.leftOutItems,
                    removedItems: stored.removedItems)
            } catch {
                let reason = "fetched but not saved: \(Self.describe(error))"
                try? await cache.recordFailure(feed: feed, reason: reason, at: time)
                return FeedRefreshResult(feed: feed, outcome: .failed(reason: reason))
            }
        case .notModified:
            do {
                try await cache.recordNotModified(feed: feed, at: time)
                return FeedRefreshResult(feed: feed, outcome: .notModified)
            } catch {
                return FeedRefreshResult(feed: feed, outcome: .failed(reason: "not saved: \(Self.describe(error))"))
            }
        case .failed(let written, _):
            // A redirect or a page's feed link may quote the address with its login.
            let reason = FeedAddress.masked(written)
            // The failure is the result even when the cache cannot record it.
            try? await cache.recordFailure(feed: feed, reason: reason, at: time)
            return FeedRefreshResult(feed: feed, outcome: .failed(reason: reason))
        }
    }

    static func describe(_ error: any Error) -> String {
        (error as? DomainError)?.message ?? String(describing: error)
    }
}
