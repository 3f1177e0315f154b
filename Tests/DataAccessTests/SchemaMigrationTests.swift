@testable import DataAccess
import Domain
import Foundation
import GRDB
import TestSupport
import Testing

/// Databases written by older builds open with their data kept.
@Suite("Schema migrations from older versions")
struct SchemaMigrationTests {
    /// A database written by a build that knew only version 1, with a profile, a chat and its
    /// messages, opens with everything kept and the chat counted as never viewed.
    @Test func aVersion1DatabaseWithDataMigratesToVersion2() async throws {
        let chatID = UUID()
        let (folder, database) = try await Self.migrated(from: "v1") { db in
            try db.execute(sql: "INSERT INTO profile VALUES (1, 'Ada', 'cyan', ?, 1)",
                           arguments: [instant(0).timeIntervalSinceReferenceDate])
            try db.execute(sql: "INSERT INTO chat VALUES (?, 'mochi', 1, 5)", arguments: [chatID.uuidString])
            try db.execute(sql: """
                INSERT INTO message (id, chatId, role, text, sentAt, state)
                VALUES (?, ?, 'user', 'hi 🐱', 4, 'complete'), (?, ?, 'assistant', 'mew', 5, 'partial')
                """, arguments: [UUID().uuidString, chatID.uuidString, UUID().uuidString, chatID.uuidString])
            try db.execute(sql: "INSERT INTO articleState VALUES ('a-1', ?, NULL)",
                           arguments: [instant(3).timeIntervalSinceReferenceDate])
        }
        _ = folder
        #expect(try await SQLiteProfileService(database: database).currentProfile()
            == Profile(name: "Ada", color: .cyan, createdAt: instant(0)))
        let store = SQLiteChatStore(database: database, clock: .fixed(instant(99)))
        let chat = try await store.chat(for: "mochi")
        #expect(chat.id == chatID)
        #expect(chat.lastViewedAt == nil)
        #expect(try await store.messages(in: chatID, before: nil, limit: 10).map(\.text) == ["hi 🐱", "mew"])
        #expect(try await SQLiteArticleMarksStore(database: database).allMarks() == ["a-1": ArticleMarks(readAt: instant(3))])
        try await store.markViewed(chatID, through: instant(5))
        try await store.markViewed(chatID, through: instant(2))
        #expect(try await store.chat(for: "mochi").lastViewedAt == instant(5))
    }

    /// A database of version 2 with a chat opens with the chat kept and no draft, and then keeps drafts.
    @Test func aVersion2DatabaseWithAChatGetsDrafts() async throws {
        let chatID = UUID()
        let (folder, database) = try await Self.migrated(from: "v2") { db in
            try db.execute(sql: "INSERT INTO chat VALUES (?, 'mochi', 1, 5, 5)", arguments: [chatID.uuidString])
            try db.execute(sql: """
            INSERT INTO message (id, chatId, role, text, sentAt, state) VALUES (?, ?, 'user', 'hi', 4, 'complete')
            """, arguments: [UUID().uuidString, chatID.uuidString])
        }
        _ = folder
        let chats = SQLiteChatStore(database: database, clock: .fixed(instant(99)))
        #expect(try await chats.chat(for: "mochi").id == chatID)
        #expect(try await chats.messageCount(in: chatID) == 1)
        let drafts = SQLiteDraftStore(database: database)
        #expect(try await drafts.draft(in: chatID) == "")
        try await drafts.saveDraft("unsent", in: chatID)
        #expect(try await drafts.draft(in: chatID) == "unsent")
    }

    /// Rows stored before text was cleaned at entry: hostile text in messages (with a NUL, as
    /// another program may store it), names and made avatars. Version "v4-clean-text" cleans them
    /// whole; every other value stays as it was.
    @Test func aVersion2DatabaseWithHostileTextIsCleanedAndNothingElseChanges() async throws {
        let hostile = "Hi\u{1B}[2J\u{1B}]52;c;SGVsbG8=\u{7} \u{202E}evil\u{0}cut\u{9B}31m\r\nnext\u{1B}P1|x\u{1B}\\ 😀"
        let clean = "Hi evilcut\nnext 😀"
        let chatID = UUID().uuidString, hostileID = UUID().uuidString, plainID = UUID().uuidString
        let (folder, _) = try await Self.olderDatabase(upTo: "v2") { db in
            try db.execute(sql: "INSERT INTO profile VALUES (1, ?, 'cyan', 0, 1)", arguments: ["Ada\u{202E}\u{7}"])
            try db.execute(sql: "INSERT INTO chat VALUES (?, 'mochi', 1, 5, 4)", arguments: [chatID])
            try db.execute(sql: """
                INSERT INTO message (id, chatId, role, text, sentAt, state)
                VALUES (?, ?, 'assistant', CAST(? AS TEXT), 4, 'complete'), (?, ?, 'user', 'plain 日本', 5, 'partial')
                """, arguments: [hostileID, chatID, Data(hostile.utf8), plainID, chatID])
            try db.execute(sql: "INSERT INTO userAvatar VALUES ('user-1', ?, 'cat', ?, 'home', 'Ada', 3)",
                           arguments: ["Evil\u{1B}]0;t\u{7}Cat", "napping\u{85}"])
            try db.execute(sql: "INSERT INTO articleState VALUES ('a-1', 1, NULL)")
            try db.execute(sql: "INSERT INTO avatarPopularity VALUES ('mochi', 3)")
            try db.execute(sql: "INSERT INTO preference VALUES ('continuedAsGuest', '1')")
        }
        let before = try Self.dump(folder.path())

        let database = try AppDatabase(path: folder.path())
        #expect(try database.appliedSchemaVersions() == AppSchema.migrator.migrations)
        try database.close()
        var expected = before
        expected["draft"] = []
        expected["feed"] = []
        expected["item"] = []
        expected["avatarSetting"] = []
        expected["message"]?[0]["text"] = clean.databaseValue
        expected["profile"]?[0]["name"] = "Ada".databaseValue
        expected["userAvatar"]?[0]["name"] = "EvilCat".databaseValue
        expected["userAvatar"]?[0]["action"] = "napping".databaseValue
        // Version 6's columns, as it adds them.
        for column in ["backendName", "model", "articleId", "articleTitle", "articleLink", "title"] {
            expected["chat"]?[0][column] = .null
        }
        // Version 12's: the default title comes from the first message the user sent.
        expected["chat"]?[0]["openingText"] = "plain 日本".databaseValue
        for index in 0..<2 {
            for column in ["model", "failureReason"] { expected["message"]?[index][column] = .null }
            expected["message"]?[index]["reasoning"] = "".databaseValue
            expected["message"]?[index]["shown"] = 1.databaseValue
            let id = expected["message"]?[index]["id"]
            expected["message"]?[index]["versionGroup"] = id
        }
        let after = try Self.dump(folder.path())
        #expect(after.keys.sorted() == expected.keys.sorted())
        for table in expected.keys.sorted() { #expect(after[table] == expected[table], "table \(table)") }
    }

    /// A folder with the database an older build wrote, which knew the schema versions up to
    /// `version`: its rows are what `write` puts in. Also the versions applied in it.
    static func olderDatabase(
        upTo version: String, _ write: @escaping @Sendable (GRDB.Database) throws -> Void
    ) async throws -> (TemporaryFolder, applied: [String]) {
        let folder = try TemporaryFolder()
        let queue = try DatabaseQueue(path: folder.path())
        try AppSchema.migrator.migrate(queue, upTo: version)
        try await queue.write(write)
        let applied = try await queue.read { db in try AppSchema.migrator.appliedMigrations(db) }
        try queue.close()
        return (folder, applied)
    }

    /// The app's database opened on the one an older build wrote (see `olderDatabase`), and the
    /// folder that holds its file: expects that build to have applied the versions up to
    /// `version`, and the app all the others.
    static func migrated(
        from version: String, sourceLocation: SourceLocation = #_sourceLocation,
        _ write: @escaping @Sendable (GRDB.Database) throws -> Void
    ) async throws -> (TemporaryFolder, AppDatabase) {
        let (folder, applied) = try await olderDatabase(upTo: version, write)
        let all = AppSchema.migrator.migrations
        let upTo = try #require(all.firstIndex(of: version), sourceLocation: sourceLocation)
        #expect(applied == Array(all[...upTo]), sourceLocation: sourceLocation)
        let database = try AppDatabase(path: folder.path())
        #expect(try database.appliedSchemaVersions() == all, sourceLocation: sourceLocation)
        return (folder, database)
    }

    /// Every row of every table (but the migrations'), each as column → value.
    static func dump(_ path: String) throws -> [String: [[String: DatabaseValue]]] {
        let queue = try DatabaseQueue(path: path)
        defer { try? queue.close() }
        return try queue.read { db in
            let tables = try String.fetchAll(db, sql: """
                SELECT name FROM sqlite_master
                WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'grdb_migrations'
                """)
            var dump: [String: [[String: DatabaseValue]]] = [:]
            for table in tables {
                dump[table] = try Row.fetchAll(db, sql: "SELECT * FROM \(table) ORDER BY rowid").map { row in
                    Dictionary(uniqueKeysWithValues: row.map { ($0.0, $0.1) })
                }
            }
            return dump
        }
    }
}
