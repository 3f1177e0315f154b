import Foundation

/// What refreshing one feed came to, as the refresh reports it and `aichats refresh` prints it.
public struct FeedRefreshResult: Sendable, Hashable {
    public enum Outcome: Sendable, Hashable {
        /// A new version was stored; `newItems` of its items were not cached before.
        case updated(newItems: Int)
        /// The server said nothing changed (`304`).
        case notModified
        /// The feed could not be fetched, or its fetch could not be stored; one plain sentence.
        case failed(reason: String)
    }

    /// The feed's URL as the feed list writes it: the cache's key for it.
    public var feed: String
    public var outcome: Outcome
    /// How many items of the fetched document were left out, past the most a fetch gives.
    public var leftOutItems: Int
    /// How many of the feed's oldest cached items the store deleted, past the most the cache keeps
    /// of a feed (`FeedCache.store`).
    public var removedItems: Int
    /// Where the feed moved for good: its fetch's every redirect was permanent, or it failed
    /// after an earlier fetch said so. The feed list still names the old address.
    public var movedTo: String?

    public init(feed: String, outcome: Outcome, leftOutItems: Int = 0, removedItems: Int = 0, movedTo: String? = nil) {
        self.feed = feed
        self.outcome = outcome
        self.leftOutItems = leftOutItems
        self.removedItems = removedItems
        self.movedTo = movedTo
    }

    public var newItems: Int {
        if case .updated(let count) = outcome { count } else { 0 }
    }

    public var failureReason: String? {
        if case .failed(let reason) = outcome { reason } else { nil }
    }
}

/// Where a refresh is: sent once before the first fetch ends (`latest` nil) and after each feed.
public struct FeedRefreshProgress: Sendable, Hashable {
    public var done: Int
    public var total: Int
    /// The feed that just finished.
    public var latest: FeedRefreshResult?

    public init(done: Int, total: Int, latest: FeedRefreshResult? = nil) {
        self.done = done
        self.total = total
        self.latest = latest
    }
}
