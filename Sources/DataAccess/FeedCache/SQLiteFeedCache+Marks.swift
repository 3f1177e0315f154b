import Domain
import Foundation
import GRDB

extension SQLiteFeedCache {
    public func setRead(_ ids: [Int64], _ isRead: Bool) async throws {
        try await database.write { db in
            // In slices, well below SQLite's limit on a statement's arguments.
            for start in stride(from: 0, to: ids.count, by: 500) {
                let slice = ids[start..<min(start + 500, ids.count)]
                try db.execute(
                    sql: "UPDATE item SET read = ? WHERE id IN (\(slice.map { _ in "?" }.joined(separator: ", ")))",
                    arguments: [isRead] + StatementArguments(Array(slice)))
            }
        }
    }

    public func markAllRead(_ query: FeedItemQuery) async throws {
        var unread = query
        unread.unreadOnly = true
        let filter = FeedItemFilter(unread)
        try await database.write { db in
            try db.execute(sql: "UPDATE item SET read = 1 \(filter.whereClause)", arguments: filter.arguments)
        }
    }

    public func setBookmarked(_ id: Int64, _ isBookmarked: Bool) async throws {
        try await database.write { db in
            try db.execute(sql: "UPDATE item SET bookmarked = ? WHERE id = ?", arguments: [isBookmarked, id])
        }
    }

    public func keep(_ item: FeedItem, bookmarked: Bool) async throws -> Int64 {
        try await database.write { db in
            let held = try Bool.fetchOne(db, sql: "SELECT 1 FROM item WHERE id = ?", arguments: [item.id]) ?? false
            if held, bookmarked { try db.execute(sql: "UPDATE item SET bookmarked = 1 WHERE id = ?", arguments: [item.id]) }
            return held ? item.id : try FeedItemRestorer(db: db).restore(item, bookmarked: bookmarked)
        }
    }

    public func removeMarks() async throws {
        try await database.write { db in
            try db.execute(sql: "UPDATE item SET read = 0, bookmarked = 0 WHERE read OR bookmarked")
        }
    }
}
