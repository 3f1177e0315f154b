import Domain
import GRDB

/// The auto-refresh choice as a row of the database's `preference` table, beside the other
/// choices the app remembers (deleting the account clears it with them).
public struct SQLiteAutoRefreshStore: AutoRefreshStore {
    private let database: AppDatabase

    public init(database: AppDatabase) { self.database = database }

    public func isAutoRefreshOn() async throws -> Bool {
        try await database.read { db in
            try String.fetchOne(db, sql: "SELECT value FROM preference WHERE key = ?", arguments: [Self.key]) == "1"
        }
    }

    public func setAutoRefresh(_ isOn: Bool) async throws {
        try await database.write { db in
            try db.execute(sql: "INSERT OR REPLACE INTO preference (key, value) VALUES (?, ?)",
                           arguments: [Self.key, isOn ? "1" : "0"])
        }
    }

    static let key = "feedsAutoRefresh"
}
