@testable import DataAccess
import Domain
import Foundation
import GRDB
import TestSupport
import Testing

@Suite("App database: schema, migration and safety")
struct AppDatabaseTests {
    let profile = Profile(name: "Ada", color: .cyan, createdAt: instant(0))

    @Test func migratingAnEmptyFolderCreatesTheSchemaInWALMode() throws {
        let folder = try TemporaryFolder()
        let database = try AppDatabase(folder: folder.url.appendingPathComponent("nested/data"))
        #expect(database.path.hasSuffix("nested/data/aichats.sqlite"))
        #expect(try database.appliedSchemaVersions() == AppSchema.migrator.migrations)
        try database.pool.read { db in
            #expect(try String.fetchOne(db, sql: "PRAGMA journal_mode") == "wal")
            #expect(try Bool.fetchOne(db, sql: "PRAGMA foreign_keys") == true)
            for table in ["profile", "chat", "message", "userAvatar", "avatarPopularity", "articleState", "preference", "draft"] {
                #expect(try db.tableExists(table), "missing table \(table)")
            }
            let profileColumns = try db.columns(in: "profile").map(\.name)
            #expect(profileColumns == ["id", "name", "color", "createdAt", "onboardingDone"])
            let messageColumns = try db.columns(in: "message").map(\.name)
            #expect(messageColumns == ["seq", "id", "chatId", "role", "text", "sentAt", "state", "model", "reasoning",
                                       "failureReason", "versionGroup", "shown"])
            let indexes = try db.indexes(on: "message")
            #expect(indexes.contains { $0.columns == ["chatId", "sentAt"] })
            let foreignKeys = try db.foreignKeys(on: "message")
            #expect(foreignKeys.map(\.destinationTable) == ["chat"])
            #expect(try db.columns(in: "draft").map(\.name) == ["chatId", "text"])
            #expect(try db.foreignKeys(on: "draft").map(\.destinationTable) == ["chat"])
            let popularity = try db.columns(in: "avatarPopularity").map(\.name)
            #expect(popularity == ["avatarId", "opens"])
            let articles = try db.columns(in: "articleState").map(\.name)
            #expect(articles == ["articleId", "readAt", "bookmarkedAt"])
            let chatColumns = try db.columns(in: "chat").map(\.name)
            #expect(chatColumns == ["id", "avatarId", "createdAt", "modifiedAt", "lastViewedAt", "backendName", "model",
                                    "articleId", "articleTitle", "articleLink", "title", "openingText"])
            let avatars = try db.columns(in: "userAvatar").map(\.name)
            #expect(avatars == ["id", "name", "character", "action", "location", "author", "createdAt"])
        }
    }

    /// A reminder for whoever adds a schema version: add a test that migrates a database of the
    /// previous version, with data in it, and then extend this list.
    @Test func everySchemaVersionHasAMigrationTest() {
        #expect(
            AppSchema.migrator.migrations == [
                "v1", "v2", "v3-drafts", "v4-clean-text", "v5-feed-cache", "v6-chat-models", "v7-avatar-settings",
                "v8-feed-future-dates", "v9-new-chats", "v10-reply-end-notes", "v11-feed-fetch-state",
                "v12-titles-and-avatar-models", "v13-assistant-avatars",
            ],
            "add a migration test from the previous version")
    }

    @Test func anEmptyFileIsTakenAsANewDatabase() throws {
        let folder = try TemporaryFolder()
        try Data().write(to: URL(fileURLWithPath: folder.path()))
        let database = try AppDatabase(path: folder.path())
        #expect(try database.appliedSchemaVersions() == AppSchema.migrator.migrations)
    }

    @Test func reopeningKeepsTheData() async throws {
        let folder = try TemporaryFolder()
        let message = ChatMessage(role: .user, text: "Hello, Mochi 🐱", sentAt: instant(5))
        do {
            let database = try AppDatabase(path: folder.path())
            try await SQLiteProfileService(database: database).save(profile)
            let store = SQLiteChatStore(database: database, clock: .fixed(instant(1)))
            let chat = try await store.chat(for: "mochi")
            _ = try await store.append(message, to: chat.id)
            try database.close()
        }
        let reopened = try AppDatabase(path: folder.path())
        #expect(try await SQLiteProfileService(database: reopened).currentProfile() == profile)
        let store = SQLiteChatStore(database: reopened, clock: .fixed(instant(99)))
        let chat = try await store.chat(for: "mochi")
        #expect(chat.createdAt == instant(1))
        #expect(try await store.messages(in: chat.id, before: nil, limit: 10) == [message])
        #expect(try reopened.appliedSchemaVersions() == AppSchema.migrator.migrations)
    }

    /// Copying the files while the database is open leaves what a killed process leaves: recent
    /// commits only in the write-ahead log. Opening the copy must find them.
    @Test(arguments: [true, false])
    func commitsStillInTheLogSurviveAKilledProcess(keepSharedMemory: Bool) async throws {
        let folder = try TemporaryFolder()
        let crashed = try TemporaryFolder()
        let database = try AppDatabase(path: folder.path())
        let store = SQLiteChatStore(database: database, clock: .fixed(instant(1)))
        let chat = try await store.chat(for: "mochi")
        let message = try await store.append(
            ChatMessage(role: .user, text: "Don't lose me", sentAt: instant(2)), to: chat.id)
        let reply = try await store.append(
            ChatMessage(role: .assistant, text: "Half a reply", sentAt: instant(3), state: .partial), to: chat.id)
        #expect(folder.exists("aichats.sqlite-wal"))
        for suffix in keepSharedMemory ? ["", "-wal", "-shm"] : ["", "-wal"] {
            try FileManager.default.copyItem(
                atPath: folder.path("aichats.sqlite" + suffix), toPath: crashed.path("aichats.sqlite" + suffix))
        }

        let reopened = SQLiteChatStore(database: try AppDatabase(path: crashed.path()))
        let again = try await reopened.chat(for: "mochi")
        #expect(try await reopened.messages(in: again.id, before: nil, limit: 10) == [message, reply])
    }

    @Test func twoOpenDatabasesOnOneFileBothWork() async throws {
        let folder = try TemporaryFolder()
        let first = try AppDatabase(path: folder.path())
        let second = try AppDatabase(path: folder.path())
        try await SQLiteProfileService(database: first).save(profile)
        #expect(try await SQLiteProfileService(database: second).currentProfile() == profile)
    }

    @Test func aTextFileIsRefusedByNameAndLeftUnchanged() throws {
        let folder = try TemporaryFolder()
        let text = String(repeating: "These are my notes, not a database.\n", count: 200)
        try Data(text.utf8).write(to: URL(fileURLWithPath: folder.path()))
        let before = try folder.bytes()

        let error = #expect(throws: DatabaseOpenError.self) { try AppDatabase(path: folder.path()) }
        guard case .notADatabase(let path, let reason) = error else {
            Issue.record("unexpected \(String(describing: error))")
            return
        }
        #expect(path == folder.path())
        #expect(reason == "file is not a database")
        #expect(error?.message == "\(folder.path()) is not an aichats database (file is not a database). "
            + "Move it away or point --data-dir elsewhere.")
        #expect(try folder.bytes() == before)
        #expect(!folder.exists("aichats.sqlite-wal"))
        #expect(!folder.exists("aichats.sqlite-shm"))
    }

    /// Writes a database of another program at `path`: a table of notes, then `more`.
    private func writeAnotherProgramsDatabase(at path: String, more: String? = nil) throws {
        let queue = try DatabaseQueue(path: path)
        try queue.writeWithoutTransaction { db in
            try db.execute(sql: "CREATE TABLE note (id INTEGER PRIMARY KEY, text TEXT)")
            try db.execute(sql: "INSERT INTO note (text) VALUES ('keep me')")
            if let more { try db.execute(sql: more) }
        }
        try queue.close()
    }

    @Test func anotherProgramsDatabaseIsRefusedAndLeftUnchanged() throws {
        let folder = try TemporaryFolder()
        try writeAnotherProgramsDatabase(at: folder.path())
        let before = try folder.bytes(), listing = try folder.listing()
        let error = #expect(throws: DatabaseOpenError.self) { try AppDatabase(path: folder.path()) }
        #expect(error == .notADatabase(path: folder.path(), reason: "it holds another program's tables"))
        #expect(try folder.bytes() == before)
        #expect(try folder.listing() == listing)
    }

    /// A virtual table of a module this SQLite lacks cannot be read at all; the probe reads only
    /// the app's own tables, so the file is still named for what it is.
    @Test func anotherProgramsVirtualTableOfAnUnknownModuleIsRefusedAsAnotherProgramsTables() throws {
        let folder = try TemporaryFolder()
        try writeAnotherProgramsDatabase(at: folder.path(), more: """
            PRAGMA writable_schema = ON;
            INSERT INTO sqlite_master (type, name, tbl_name, rootpage, sql)
            VALUES ('table', 'search', 'search', 0, 'CREATE VIRTUAL TABLE search USING nosuchmodule(text)');
            PRAGMA writable_schema = OFF;
            """)
        let before = try folder.bytes()
        let error = #expect(throws: DatabaseOpenError.self) { try AppDatabase(path: folder.path()) }
        #expect(error == .notADatabase(path: folder.path(), reason: "it holds another program's tables"))
        #expect(try folder.bytes() == before)
    }

    @Test func aDamagedDatabaseIsRefusedAndLeftUnchanged() async throws {
        let folder = try TemporaryFolder()
        do {
            let database = try AppDatabase(path: folder.path())
            let store = SQLiteChatStore(database: database)
            let chat = try await store.chat(for: "mochi")
            for index in 0..<200 {
                let text = String(repeating: "message \(index) ", count: 20)
                let message = ChatMessage(role: .user, text: text, sentAt: instant(Double(index)))
                _ = try await store.append(message, to: chat.id)
            }
            try database.close()
        }
        // Scribble over the middle of the file, past the header and the schema page.
        var bytes = try folder.bytes()
        let pageSize = 4096
        #expect(bytes.count > pageSize * 8)
        for offset in (pageSize * 2)..<(bytes.count - pageSize) {
            bytes[offset] = UInt8(truncatingIfNeeded: offset &* 31)
        }
        try bytes.write(to: URL(fileURLWithPath: folder.path()))

        let error = #expect(throws: DatabaseOpenError.self) { try AppDatabase(path: folder.path()) }
        guard case .corrupt(let path, _) = error else {
            Issue.record("unexpected \(String(describing: error))")
            return
        }
        #expect(path == folder.path())
        #expect(error?.message == "\(folder.path()) is damaged (database disk image is malformed). "
            + "Move it away or restore a backup, or point --data-dir elsewhere.")
        #expect(try folder.bytes() == bytes)
        #expect(try folder.listing() == ["aichats.sqlite", RunningLock.fileName], "no -wal or -shm is left beside it")
    }

    @Test func aNewerSchemaIsRefusedAndLeftUnchanged() throws {
        let folder = try TemporaryFolder()
        do {
            let database = try AppDatabase(path: folder.path())
            try database.close()
            let queue = try DatabaseQueue(path: folder.path())
            try queue.write { db in
                try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v\(AppDatabase.dataFormat + 1)-from-the-future')")
            }
            try queue.close()
        }
        #expect(try folder.listing() == ["aichats.sqlite", RunningLock.fileName])
        let before = try folder.bytes()

        let error = #expect(throws: DatabaseOpenError.self) { try AppDatabase(path: folder.path()) }
        let newer = AppDatabase.dataFormat + 1
        #expect(error == .newerSchema(path: folder.path(), dataFormat: newer, copyBeforeUpdate: nil))
        #expect(try folder.listing() == ["aichats.sqlite", RunningLock.fileName], "the WAL-mode file gets no -wal or -shm beside it")
        #expect(error?.message == "\(folder.path()) was written by a newer aichats (data format \(newer); this aichats reads up "
            + "to \(AppDatabase.dataFormat)). Install the newer aichats, or point --data-dir elsewhere.")
        #expect(try folder.bytes() == before)
    }

    @Test("a file where the data folder should be is refused clearly, however deep the database",
          arguments: ["aichats.sqlite", "deeper/aichats.sqlite"])
    func aFolderThatIsAFileIsRefusedClearly(database: String) throws {
        let folder = try TemporaryFolder()
        try Data("a file".utf8).write(to: URL(fileURLWithPath: folder.path("data")))
        let error = #expect(throws: DatabaseOpenError.self) {
            try AppDatabase(path: folder.path("data") + "/" + database)
        }
        #expect(error == .notWritable(path: folder.path("data"), reason: "it is a file, not a folder"))
        #expect(error?.message == "cannot write to \(folder.path("data")) (it is a file, not a folder). "
            + "Move the file away or point --data-dir elsewhere.")
    }
}
