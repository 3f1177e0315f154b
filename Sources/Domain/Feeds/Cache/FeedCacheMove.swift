import Foundation

/// `FeedCache.moveFeed` for the caches kept in memory (the SQLite cache does the same in SQL):
/// the feed's status goes to its new address, without the move and the old address's failures
/// (the new address has not failed), its items follow with their ids and marks, and
/// an item the new address holds already keeps its place and takes the other's marks.
public enum FeedCacheMove {
    /// Moves `feed` to `newFeed` in `statuses` and `items`; `isSame` tells whether two items
    /// are one (the cache's own matching).
    public static func move(
        _ feed: String, to newFeed: String, statuses: inout [String: FeedStatus], items: inout [FeedItem],
        isSame: (FeedItem, FeedItem) -> Bool
    ) {
        if var status = statuses.removeValue(forKey: feed) {
            status.feed = newFeed
            status.recordMove(to: nil, at: .distantPast)
            status.endFailures()
            statuses[newFeed] = status
        }
        var merged: Set<Int64> = []
        for index in items.indices where items[index].feed == feed {
            let item = items[index]
            if let kept = items.firstIndex(where: { $0.feed == newFeed && isSame($0, item) }) {
                items[kept].isRead = items[kept].isRead || item.isRead
                items[kept].isBookmarked = items[kept].isBookmarked || item.isBookmarked
                merged.insert(item.id)
            } else {
                items[index].feed = newFeed
            }
        }
        items.removeAll { merged.contains($0.id) }
    }
}
