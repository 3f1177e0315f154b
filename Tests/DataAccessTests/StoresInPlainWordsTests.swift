@testable import DataAccess
import Domain
import Foundation
import GRDB
import TestSupport
import Testing

/// Every store says a refused write in plain words (`DomainError.storage`), as the chat store
/// does: making an account or choosing guest on a full disk showed SQLite's own message.
@Suite("Stores say a full disk in plain words")
struct StoresInPlainWordsTests {
    @Test func theProfileAndTheDraftOnAFullDisk() async throws {
        let folder = try TemporaryFolder()
        let database = try AppDatabase(path: folder.path())
        let chat = try await SQLiteChatStore(database: database, clock: .fixed(instant(0))).chat(for: "mochi")
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
}
