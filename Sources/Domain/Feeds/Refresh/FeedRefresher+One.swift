import Foundation

extension FeedRefresher {
    /// Fetches one feed and writes what came back into the cache. `known` is what the cache
    /// held of it before: its validators, and where it had moved.
    func refreshOne(_ address: FeedAddress, known: FeedStatus?) async -> FeedRefreshResult {
        let feed = address.text
        let fetch = await fetcher.fetch(address, validators: known?.validators ?? FeedValidators())
        let time = clock.now()
        var result = await record(fetch.outcome, feed: feed, at: time)
        let succeeded = result.failureReason == nil
        // A move is said while the fetches say it; a failure of the old address (410, DNS) keeps
        // the last one said, and only a success without it ends it (the server changed its mind).
        if let moved = fetch.movedTo {
            if moved != known?.movedTo { try? await cache.recordMove(feed: feed, to: moved, at: time) }
            result.movedTo = moved
        } else if succeeded {
            if known?.movedTo != nil { try? await cache.recordMove(feed: feed, to: nil, at: time) }
        } else {
            result.movedTo = known?.movedTo
        }
        return result
    }

    private func record(_ outcome: FeedFetchOutcome, feed: String, at time: Date) async -> FeedRefreshResult {
        switch outcome {
        case .fetched(let fetched, let newValidators):
            do {
                let stored = try await cache.store(fetched, feed: feed, validators: newValidators, at: time)
                return FeedRefreshResult(
                    feed: feed, outcome: .updated(newItems: stored.newItems), leftOutItems: fetched.leftOutItems,
                    removedItems: stored.removedItems)
            } catch {
                let reason = "fetched but not saved: \(DomainError.describe(error))"
                try? await cache.recordFailure(feed: feed, reason: reason, at: time)
                return FeedRefreshResult(feed: feed, outcome: .failed(reason: reason))
            }
        case .notModified:
            do {
                try await cache.recordNotModified(feed: feed, at: time)
                return FeedRefreshResult(feed: feed, outcome: .notModified)
            } catch {
                return FeedRefreshResult(feed: feed, outcome: .failed(reason: "not saved: \(DomainError.describe(error))"))
            }
        case .failed(let written, _):
            // A redirect or a page's feed link may quote the address with its login.
            let reason = FeedAddress.masked(written)
            // The failure is the result even when the cache cannot record it.
            try? await cache.recordFailure(feed: feed, reason: reason, at: time)
            return FeedRefreshResult(feed: feed, outcome: .failed(reason: reason))
        }
    }
}
