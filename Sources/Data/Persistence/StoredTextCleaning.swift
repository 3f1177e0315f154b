import Domain
import GRDB

/// Version "v4-clean-text": text stored before Data cleaned text where it enters is cleaned by
/// the same rule (`UntrustedText`).
///
/// It covers every table the file holds (a `draft` table included, whichever version made it):
/// each TEXT column that is not part of a primary, foreign or unique key, so no reference can
/// break. Only rows whose text changes are written; nothing else changes.
enum StoredTextCleaning {
    static func migrate(_ db: Database) throws {
        let tables = try String.fetchAll(db, sql: """
            SELECT name FROM sqlite_master
            WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'grdb_migrations' ORDER BY name
            """)
        for table in tables { try clean(table, db) }
    }

    /// The columns of `table` that hold text the user reads, not keys.
    static func textColumns(of table: String, _ db: Database) throws -> [String] {
        var keys = Set(try db.primaryKey(table).columns.map { $0.lowercased() })
        for foreignKey in try db.foreignKeys(on: table) { keys.formUnion(foreignKey.originColumns.map { $0.lowercased() }) }
        for index in try db.indexes(on: table) where index.isUnique { keys.formUnion(index.columns.map { $0.lowercased() }) }
        return try db.columns(in: table)
            .filter { $0.type.uppercased() == "TEXT" && !keys.contains($0.name.lowercased()) }
            .map(\.name)
    }

    private static func clean(_ table: String, _ db: Database) throws {
        let columns = try textColumns(of: table, db)
        guard !columns.isEmpty else { return }
        let key = try db.primaryKey(table).columns
        let select = "SELECT \((key + columns).map(quoted).joined(separator: ", ")) FROM \(quoted(table))"
        var changes: [StatementArguments] = []
        let rows = try Row.fetchCursor(db, sql: select)
        while let row = try rows.next() {
            var values: [DatabaseValue] = []
            var changed = false
            for index in columns.indices {
                let value: DatabaseValue = row[key.count + index]
                if case .string(let text) = value.storage {
                    let clean = UntrustedText.clean(text)
                    changed = changed || clean != text
                    values.append(clean.databaseValue)
                } else {
                    values.append(value)
                }
            }
            let keyValues: [DatabaseValue] = key.indices.map { row[$0] }
            if changed { changes.append(StatementArguments(values + keyValues)) }
        }
        let update = "UPDATE \(quoted(table)) SET \(columns.map { "\(quoted($0)) = ?" }.joined(separator: ", "))"
            + " WHERE \(key.map { "\(quoted($0)) = ?" }.joined(separator: " AND "))"
        for arguments in changes { try db.execute(sql: update, arguments: arguments) }
    }

    /// A quoted identifier; the hidden `rowid` stays bare, as quoting could name a real column.
    private static func quoted(_ name: String) -> String {
        name.lowercased() == "rowid" ? name : name.quotedDatabaseIdentifier
    }
}
