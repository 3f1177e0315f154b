import Foundation

/// `FeedCache.moveFeed` for the caches kept in memory (the SQLite cache does the same in SQL):
/// the feed's status goes to its new address, without the move and the old address's failures
/// (the new address has not failed), its items follow with their ids and marks, and
/// an item the new address holds already keeps its place and takes the other's marks.
public enum FeedCacheMove {
    /// Moves `feed` to `newFeed` in `statuses` and `items`; `isSame` tells whether two items
    /// are one (the cache's own matching). Returns the ids of the items merged away, each with
    /// the id it was merged into.
    @discardableResult
    public static func move(
        _ feed: String, to newFeed: String, statuses: inout [String: FeedStatus], items: inout [FeedItem],
        isSame: (FeedItem, FeedItem) -> Bool
    ) -> [Int64: Int64] {
        if var status = statuses.removeValue(forKey: feed) {
            status.feed = newFeed
            status.recordMove(to: nil, at: .distantPast)
            (status.lastError, status.lastErrorAt, status.failingSince, status.failedFetches) = (nil, nil, nil, 0)
            statuses[newFeed] = status
        }
        var merged: [Int64: Int64] = [:]
        for index in items.indices where items[index].feed == feed {
            let item = items[index]
            if let kept = items.firstIndex(where: { $0.feed == newFeed && isSame($0, item) }) {
                items[kept].isRead = items[kept].isRead || item.isRead
                items[kept].isBookmarked = items[kept].isBookmarked || item.isBookmarked
                merged[item.id] = items[kept].id
            } else {
                items[index].feed = newFeed
            }
        }
        items.removeAll { merged[$0.id] != nil }
        return merged
    }
}
