import Domain
import Foundation
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
        var keys = try db.primaryKey(table).columns
        for foreignKey in try db.foreignKeys(on: table) { keys += foreignKey.originColumns }
        for index in try db.indexes(on: table) where index.isUnique { keys += index.columns }
        let keySet = Set(keys.map { $0.lowercased() })
        return try db.columns(in: table)
            .filter { $0.type.uppercased() == "TEXT" && !keySet.contains($0.name.lowercased()) }
            .map(\.name)
    }

    /// Cleans the table's text columns. Text is read as bytes, as GRDB would read it only up to
    /// a NUL that another program may have stored.
    private static func clean(_ table: String, _ db: Database) throws {
        let columns = try textColumns(of: table, db)
        guard !columns.isEmpty else { return }
        let key = try db.primaryKey(table).columns
        let texts = columns.map { "CASE WHEN typeof(\(quoted($0))) = 'text' THEN CAST(\(quoted($0)) AS BLOB) END" }
        let select = "SELECT \((key.map(quoted) + texts).joined(separator: ", ")) FROM \(quoted(table))"
        var changes: [StatementArguments] = []
        let rows = try Row.fetchCursor(db, sql: select)
        while let row = try rows.next() {
            var values: [DatabaseValue] = []
            var changed = false
            for index in columns.indices {
                // Nil when the value is not text: the update leaves it as it is.
                guard let bytes: Data = row[key.count + index] else {
                    values.append(.null)
                    continue
                }
                let clean = UntrustedText.clean(String(decoding: bytes, as: UTF8.self))
                changed = changed || Data(clean.utf8) != bytes
                values.append(clean.databaseValue)
            }
            let keyValues: [DatabaseValue] = key.indices.map { row[$0] }
            if changed { changes.append(StatementArguments(values + keyValues)) }
        }
        let assignments = columns.enumerated().map { index, column in
            let name = quoted(column)
            return "\(name) = CASE WHEN typeof(\(name)) = 'text' THEN ?\(index + 1) ELSE \(name) END"
        }
        let conditions = key.enumerated().map { index, column in "\(quoted(column)) = ?\(columns.count + index + 1)" }
        let update = "UPDATE \(quoted(table)) SET \(assignments.joined(separator: ", "))"
            + " WHERE \(conditions.joined(separator: " AND "))"
        for arguments in changes { try db.execute(sql: update, arguments: arguments) }
    }

    /// A quoted identifier; the hidden `rowid` stays bare, as quoting could name a real column.
    private static func quoted(_ name: String) -> String {
        name.lowercased() == "rowid" ? name : name.quotedDatabaseIdentifier
    }
}
