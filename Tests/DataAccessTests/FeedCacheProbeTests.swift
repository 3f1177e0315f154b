@testable import DataAccess
import Domain
import Foundation
import GRDB
import TestSupport
import Testing

/// The check before opening passes over the feed cache's items, so a start does not read a
/// cache of hundreds of megabytes; a damaged item page then fails the cache, not the start.
@Suite("The check before opening and the feed cache")
struct FeedCacheProbeTests {
    @Test func aDamagedItemPageLetsTheAppStartAndFailsOnlyTheCache() async throws {
        let fixture = try FeedCacheFixture()
        let text = String(repeating: "words ", count: 100)
        try await fixture.store((0..<60).map { fetchedItem(guid: "\($0)", title: "T\($0)", published: Double($0), summary: text) })
        let root = try await fixture.database.pool.read { db in
            try Int.fetchOne(db, sql: "SELECT rootpage FROM sqlite_master WHERE name = 'item'")
        }
        let pageSize = try await fixture.database.pool.read { db in try Int.fetchOne(db, sql: "PRAGMA page_size") }
        // Everything into the file itself, so that the page scribbled over is the one read.
        _ = try await fixture.database.pool.writeWithoutTransaction { db in try db.checkpoint(.truncate) }
        try fixture.database.close()
        let page = try #require(root), size = try #require(pageSize)
        var bytes = try fixture.folder.bytes()
        try #require(bytes.count >= page * size)
        for offset in ((page - 1) * size)..<(page * size) { bytes[offset] = UInt8(truncatingIfNeeded: offset &* 31) }
        try bytes.write(to: fixture.folder.file())

        let reopened = try AppDatabase(path: fixture.folder.path())
        #expect(try reopened.appliedSchemaVersions() == AppSchema.migrator.migrations)
        await #expect(throws: DomainError.storage(.failed)) { try await SQLiteFeedCache(database: reopened).items(FeedItemQuery()) }
        #expect(try await SQLiteChatStore(database: reopened).chats().isEmpty, "the rest of the database works")
    }

    @Test func everyOtherTableIsChecked() {
        #expect(DatabaseProbe.uncheckedTables == ["item"])
    }
}
