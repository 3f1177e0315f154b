import Foundation

/// Which feeds a refresh fetches.
public enum FeedRefreshScope: Sendable, Hashable {
    /// Every feed of the list, hidden ones too (they are fetched, only left out of lists).
    case all
    /// The listed feed written as `address` in any spelling.
    case feed(FeedAddress)
}
