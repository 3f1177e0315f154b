@testable import DataAccess
import Domain
import Foundation
import GRDB
import TestSupport
import Testing

extension SchemaMigrationTests {
    /// A database of version 4 gets the feed cache and keeps everything else.
    @Test func aVersion4DatabaseWithAChatGetsAnEmptyFeedCache() async throws {
        let chatID = UUID()
        let (folder, database) = try await Self.migrated(from: "v4-clean-text") { db in
            try db.execute(sql: "INSERT INTO chat VALUES (?, 'mochi', 1, 5, 5)", arguments: [chatID.uuidString])
            try db.execute(sql: "INSERT INTO draft VALUES (?, 'unsent')", arguments: [chatID.uuidString])
        }
        _ = folder
        #expect(try await SQLiteDraftStore(database: database).draft(in: chatID) == "unsent")
        let cache = SQLiteFeedCache(database: database)
        #expect(try await cache.statuses().isEmpty)
        try await cache.store(
            FetchedFeed(title: "F", siteLink: "", items: [fetchedItem(guid: "g")]), feed: "https://f.example/",
            validators: FeedValidators(), at: instant(0))
        #expect(try await cache.count(FeedItemQuery()) == 1)
    }
}
