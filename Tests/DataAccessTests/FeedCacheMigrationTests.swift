@testable import DataAccess
import Domain
import Foundation
import GRDB
import TestSupport
import Testing

/// A database of version 4 gets the feed cache and keeps everything else.
@Suite("Schema migration to the feed cache")
struct FeedCacheMigrationTests {
    @Test func aVersion4DatabaseWithAChatGetsAnEmptyFeedCache() async throws {
        let chatID = UUID()
        let (folder, applied) = try await SchemaMigrationTests.olderDatabase(upTo: "v4-clean-text") { db in
            try db.execute(sql: "INSERT INTO chat VALUES (?, 'mochi', 1, 5, 5)", arguments: [chatID.uuidString])
            try db.execute(sql: "INSERT INTO draft VALUES (?, 'unsent')", arguments: [chatID.uuidString])
        }
        #expect(applied.last == "v4-clean-text")
        let database = try AppDatabase(path: folder.path())
        #expect(try database.appliedSchemaVersions() == AppSchema.migrator.migrations)
        #expect(try await SQLiteDraftStore(database: database).draft(in: chatID) == "unsent")
        let cache = SQLiteFeedCache(database: database)
        #expect(try await cache.statuses().isEmpty)
        try await cache.store(
            FetchedFeed(title: "F", siteLink: "", items: [fetchedItem(guid: "g")]), feed: "https://f.example/",
            validators: FeedValidators(), at: instant(0))
        #expect(try await cache.count(FeedItemQuery()) == 1)
    }
}
