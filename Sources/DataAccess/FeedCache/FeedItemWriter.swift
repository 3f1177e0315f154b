import Domain
import Foundation
import GRDB

/// Writes one fetch's items inside the store's transaction: a new item is inserted; a known one
/// (same key) is updated in place, keeping its id, first-seen time, read and bookmark state, and
/// only when something changed. `sort_date` follows `FeedItem.sortDate`: the published date,
/// never later than the first-seen time.
struct FeedItemWriter {
    let db: Database
    let feed: String
    let time: Date

    /// The ids of the fetch's items, and how many of them were new.
    func write(_ items: [FetchedItem]) throws -> (ids: Set<Int64>, new: Int) {
        let find = try db.cachedStatement(sql: "SELECT id, first_seen FROM item WHERE feed = ? AND dedupe_key = ?")
        let changed = StoredFeedItem.columns.map { "\($0) IS NOT ?" }.joined(separator: " OR ")
        let update = try db.cachedStatement(sql: """
            UPDATE item SET \(StoredFeedItem.columns.map { "\($0) = ?" }.joined(separator: ", ")),
                sort_date = ?
            WHERE id = ? AND (\(changed))
            """)
        let insert = try db.cachedStatement(sql: """
            INSERT INTO item (feed, dedupe_key, first_seen, sort_date, \(StoredFeedItem.columns.joined(separator: ", ")))
            VALUES (?, ?, ?, ?, \(StoredFeedItem.columns.map { _ in "?" }.joined(separator: ", ")))
            """)
        var ids = Set<Int64>(), new = 0, keys = Set<String>()
        // An item the fetch lists twice (the same guid) is its first entry, as newsboat keeps
        // it: feeds list their newest first.
        for item in items.map(StoredFeedItem.init) where keys.insert(item.key).inserted {
            if let known = try Row.fetchOne(find, arguments: [feed, item.key]) {
                let id: Int64 = known[0]
                try update.execute(arguments: item.arguments + [item.sortDate(firstSeen: known[1]), id] + item.arguments)
                ids.insert(id)
            } else {
                try insert.execute(arguments: [feed, item.key, time.storedValue, item.sortDate(firstSeen: time.storedValue)] + item.arguments)
                ids.insert(db.lastInsertedRowID)
                new += 1
            }
        }
        return (ids, new)
    }

    /// Deletes the feed's oldest items past `maximum`, never a bookmarked one nor one of the
    /// fetch just stored (`sparing`), which would otherwise come back as new at every refresh.
    static func prune(_ feed: String, keeping maximum: Int, sparing: Set<Int64>, _ db: Database) throws {
        let count = try Int.fetchOne(db, sql: "SELECT count(*) FROM item WHERE feed = ?", arguments: [feed]) ?? 0
        guard count > maximum else { return }
        let spared = "[" + sparing.sorted().map(String.init).joined(separator: ",") + "]"
        try db.execute(sql: """
            DELETE FROM item WHERE id IN (
                SELECT id FROM item
                WHERE feed = ?1 AND bookmarked = 0 AND id NOT IN (SELECT value FROM json_each(?2))
                ORDER BY sort_date ASC, id ASC LIMIT ?3)
            """, arguments: [feed, spared, count - maximum])
    }
}

extension StoredFeedItem {
    /// The `sort_date` of this item when it was first stored at `firstSeen`: `FeedItem.sortDate`.
    func sortDate(firstSeen: Double) -> Double {
        FeedItem.sortDate(published: published.map(Date.init(storedValue:)), firstSeen: Date(storedValue: firstSeen)).storedValue
    }
}
