import GRDB

/// Indexes that only make reads faster, made after the migrations wherever they are missing,
/// outside the schema's versions: an older aichats opens a database that has them (its check
/// before opening passes over indexes, and SQLite keeps them up to date for it), so adding one
/// does not change the data format and lock older builds out.
enum ReadingIndexes {
    /// Each index's name and the statement that makes it.
    static let all: [(name: String, sql: String)] = [
        // A chat's shown messages are counted as all of its messages (their index alone) less
        // its hidden reply versions (this one): the Chats list read every message to count
        // them, 0.5 s for 100,000. With `shown` in it, the index alone answers (SQLite
        // prefers it to the chats' index only so).
        ("message_hidden_on_chatId", "CREATE INDEX IF NOT EXISTS message_hidden_on_chatId ON message(chatId, shown) WHERE NOT shown"),
    ]

    /// Makes the indexes `pool`'s database lacks. A failure (a full disk) is left for the next
    /// start to try again: the app reads the same without them, only slower.
    static func makeMissing(in pool: DatabasePool) {
        let present = (try? pool.read { db in try Set(String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'index'")) }) ?? []
        let missing = all.filter { !present.contains($0.name) }
        guard !missing.isEmpty else { return }
        try? pool.write { db in
            for index in missing { try db.execute(sql: index.sql) }
        }
    }
}
