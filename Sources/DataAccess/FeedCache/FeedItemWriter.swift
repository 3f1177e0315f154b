import Domain
import Foundation
import GRDB

/// Writes one fetch's items inside the store's transaction: a new item is inserted; a known one
/// (same key, or the same article under a guid the feed changed: `ChurnedGuids`) is updated in
/// place, keeping its id, first-seen time, read and bookmark state, and only when something changed.
/// `sort_date` follows `FeedItem.sortDate`: the published date, never later than the first-seen time.
struct FeedItemWriter {
    let db: Database
    let feed: String
    let time: Date

    /// The ids of the fetch's items, and how many of them were new.
    func write(_ items: [FetchedItem]) throws -> (ids: Set<Int64>, new: Int) {
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
        var ids = Set<Int64>(), fresh: [(item: StoredFeedItem, key: String)] = []
        let keyed = Self.keyed(items.map(StoredFeedItem.init))
        var churned = ChurnedGuids(db: db, feed: feed, keyed: keyed)
        for (item, key) in keyed {
            if let row = try known(item, key) ?? churned.row(of: item, key, taken: ids) {
                try update.execute(arguments: item.arguments + [item.sortDate(firstSeen: row.firstSeen), row.id] + item.arguments)
                ids.insert(row.id)
            } else {
                fresh.append((item, key))
            }
        }
        // Inserted last first: items that tie on date (none, or the same) are listed by id,
        // newest first, so the document's first item, its newest, gets the highest.
        for (item, key) in fresh.reversed() {
            try insert.execute(arguments: [feed, key, time.storedValue, item.sortDate(firstSeen: time.storedValue)] + item.arguments)
            ids.insert(db.lastInsertedRowID)
        }
        return (ids, fresh.count)
    }

    /// Each item with the key it is stored under, in the document's order. An item the fetch
    /// lists twice (the same guid, or the same everything) is its first entry, as newsboat keeps
    /// it: feeds list their newest first.
    static func keyed(_ items: [StoredFeedItem]) -> [(StoredFeedItem, String)] {
        var seen = [String: Int]()
        for item in items { seen[item.plainKey, default: 0] += 1 }
        var keys = Set<String>()
        return items.compactMap { item in
            let key = seen[item.plainKey, default: 0] > 1 ? item.distinctKey : item.plainKey
            return keys.insert(key).inserted ? (item, key) : nil
        }
    }

    /// The cached row of `item`: the one stored under `key`, else the one stored under its other
    /// key while the fetches differed in whether another item shared its plain key (a row under the
    /// plain key only when its title and date are the item's), which then takes `key`.
    private func known(_ item: StoredFeedItem, _ key: String) throws -> (id: Int64, firstSeen: Double)? {
        let find = try db.cachedStatement(sql: "SELECT id, first_seen FROM item WHERE feed = ? AND dedupe_key = ?")
        if let row = try Row.fetchOne(find, arguments: [feed, key]) { return (row[0], row[1]) }
        guard item.plainKey != item.distinctKey else { return nil }
        let other: Row?
        if key == item.plainKey {
            other = try Row.fetchOne(find, arguments: [feed, item.distinctKey])
        } else {
            other = try Row.fetchOne(db.cachedStatement(sql: """
                SELECT id, first_seen FROM item WHERE feed = ? AND dedupe_key = ? AND title = ? AND published IS ?
                """), arguments: [feed, item.plainKey, item.title, item.published])
        }
        guard let other else { return nil }
        try db.execute(sql: "UPDATE item SET dedupe_key = ? WHERE id = ?", arguments: [key, other[0]])
        return (other[0], other[1])
    }
}

extension StoredFeedItem {
    /// The `sort_date` of this item when it was first stored at `firstSeen`: `FeedItem.sortDate`.
    func sortDate(firstSeen: Double) -> Double {
        FeedItem.sortDate(published: published.map(Date.init(storedValue:)), firstSeen: Date(storedValue: firstSeen)).storedValue
    }
}
