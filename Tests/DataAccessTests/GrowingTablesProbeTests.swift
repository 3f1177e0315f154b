@testable import DataAccess
import Domain
import Foundation
import GRDB
import TestSupport
import Testing

/// The check before opening passes over the tables that grow without bound (the feed cache's
/// items, the chats' messages), so a start does not read them in full; a damaged page of one
/// then fails the reads that reach it, not the start, and says the file is damaged.
@Suite("The check before opening and the tables it passes over")
struct GrowingTablesProbeTests {
    @Test func aDamagedItemPageLetsTheAppStartAndFailsOnlyTheCache() async throws {
        let fixture = try FeedCacheFixture()
        let text = String(repeating: "words ", count: 100)
        try await fixture.store((0..<60).map { fetchedItem(guid: "\($0)", title: "T\($0)", published: Double($0), summary: text) })
        try await scribbleOverRootPage(of: "item", in: fixture.database, at: fixture.folder)

        let reopened = try AppDatabase(path: fixture.folder.path())
        #expect(try reopened.appliedSchemaVersions() == AppSchema.migrator.migrations)
        await #expect(throws: DomainError.storage(.damaged)) { try await SQLiteFeedCache(database: reopened).items(FeedItemQuery()) }
        #expect(try await SQLiteChatStore(database: reopened).chats().isEmpty, "the rest of the database works")
    }

    @Test func aDamagedMessagePageLetsTheAppStartAndFailsOnlyTheChatsMessages() async throws {
        let (folder, database) = try TemporaryFolder.withDatabase()
        let store = SQLiteChatStore(database: database)
        let chat = try await store.chat(for: "mochi")
        let text = String(repeating: "words ", count: 100)
        try await store.append(
            contentsOf: (0..<60).map { ChatMessage(role: .user, text: "\($0) \(text)", sentAt: instant(Double($0))) }, to: chat.id)
        try await scribbleOverRootPage(of: "message", in: database, at: folder)

        let reopened = try AppDatabase(path: folder.path())
        #expect(try reopened.appliedSchemaVersions() == AppSchema.migrator.migrations)
        let chats = SQLiteChatStore(database: reopened)
        await #expect(throws: DomainError.storage(.damaged)) { try await chats.messages(in: chat.id, before: nil, limit: 50) }
        #expect(try await SQLiteFeedCache(database: reopened).items(FeedItemQuery()).isEmpty, "the rest of the database works")
        #expect(try await chats.chat(id: chat.id).avatarID == "mochi")
    }

    @Test func theTablesThatGrowWithoutBoundAreTheOnesPassedOver() {
        #expect(DatabaseProbe.uncheckedTables == ["item", "message"])
    }

    /// Writes bytes over the first page of `table`'s b-tree in the file itself (after a checkpoint,
    /// so that the page scribbled over is the one read), and closes `database`.
    private func scribbleOverRootPage(of table: String, in database: AppDatabase, at folder: TemporaryFolder) async throws {
        let root = try await database.pool.read { db in
            try Int.fetchOne(db, sql: "SELECT rootpage FROM sqlite_master WHERE name = ?", arguments: [table])
        }
        let pageSize = try await database.pool.read { db in try Int.fetchOne(db, sql: "PRAGMA page_size") }
        _ = try await database.pool.writeWithoutTransaction { db in try db.checkpoint(.truncate) }
        try database.close()
        let page = try #require(root), size = try #require(pageSize)
        var bytes = try folder.bytes()
        try #require(bytes.count >= page * size)
        for offset in ((page - 1) * size)..<(page * size) { bytes[offset] = UInt8(truncatingIfNeeded: offset &* 31) }
        try bytes.write(to: folder.file())
    }
}
