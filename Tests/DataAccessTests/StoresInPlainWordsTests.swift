@testable import DataAccess
import Domain
import Foundation
import GRDB
import TestSupport
import Testing

/// Every store says a refused write in plain words (`DomainError.storage`), as the chat store
/// does: making an account or choosing guest on a full disk showed SQLite's own message.
@Suite("Stores say a refused write in plain words")
struct StoresInPlainWordsTests {
    /// A database in `folder` with the chat of one avatar.
    func openWithChat(in folder: TemporaryFolder) async throws -> (AppDatabase, Chat) {
        let database = try AppDatabase(path: folder.path())
        return (database, try await SQLiteChatStore(database: database, clock: .fixed(instant(0))).chat(for: "mochi"))
    }

    @Test func theProfileAndTheDraftOnAFullDisk() async throws {
        let folder = try TemporaryFolder()
        let (database, chat) = try await openWithChat(in: folder)
        let pages = try await database.pool.write { db in try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0 }
        try await database.pool.write { db in try db.execute(sql: "PRAGMA max_page_count = \(pages)") }
        let long = String(repeating: "words ", count: 20_000)
        await #expect(throws: DomainError.storage(.diskFull)) {
            try await SQLiteProfileService(database: database).save(Profile(name: long, color: .red, createdAt: instant(0)))
        }
        await #expect(throws: DomainError.storage(.diskFull)) {
            try await SQLiteDraftStore(database: database).saveDraft(long, in: chat.id)
        }
    }

    /// A database file replaced while the app runs (a backup copied over it) gets none of the
    /// app's later writes: they would reach it through the shared `-wal`, mixed with its pages.
    @Test func aWriteAfterTheFileIsReplacedIsRefusedInPlainWordsAndTheNewFileIsLeftAlone() async throws {
        let folder = try TemporaryFolder()
        let (database, chat) = try await openWithChat(in: folder)
        let drafts = SQLiteDraftStore(database: database)
        try await drafts.saveDraft("before", in: chat.id)
        let backup = try TemporaryFolder()
        _ = try AppDatabase(path: backup.path())
        try FileManager.default.moveItem(atPath: folder.path(), toPath: folder.path("moved.sqlite"))
        try FileManager.default.copyItem(atPath: backup.path(), toPath: folder.path())
        let copied = try Data(contentsOf: folder.file())

        await #expect(throws: DomainError.storage(.replaced)) { try await drafts.saveDraft("after", in: chat.id) }
        #expect(try await drafts.draft(in: chat.id) == "before", "the write rolled back")
        try database.close()
        #expect(try Data(contentsOf: folder.file()) == copied)
        let log = try? FileManager.default.attributesOfItem(atPath: folder.path() + "-wal")[.size] as? Int
        #expect(log == nil || log == 0, "the old file's log would be applied to the new one at its next open")
        let reopened = try AppDatabase(path: folder.path())
        #expect(try await SQLiteDraftStore(database: reopened).drafts().isEmpty)
        let moved = try AppDatabase(path: folder.path("moved.sqlite"))
        #expect(try await SQLiteDraftStore(database: moved).draft(in: chat.id) == "before", "what was written before stays")
        #expect(StorageFailure.replaced.reason
            == "the database file was replaced or moved while aichats ran; quit and start aichats again")
    }
}
