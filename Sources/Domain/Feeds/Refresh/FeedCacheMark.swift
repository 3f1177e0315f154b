import Foundation

/// What any aichats storing a fetch changes in the shared cache: the newest item's id (a new
/// item) and when each feed was last fetched (items updated, a failure). Two marks alike: nothing
/// was stored between them, so screens that loaded at the first show what the cache holds.
public struct FeedCacheMark: Equatable, Sendable {
    public let newestItemID: Int64
    public let lastFetches: [String: Date]

    public init(newestItemID: Int64, lastFetches: [String: Date]) {
        self.newestItemID = newestItemID
        self.lastFetches = lastFetches
    }
}
