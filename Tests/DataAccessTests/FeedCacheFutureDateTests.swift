@testable import DataAccess
import Domain
import Foundation
import GRDB
import Testing

/// The cache sorts a future-dated item by the time it was first seen (`FeedItem.sortDate`), in
/// its index as in memory, also when a refresh stores it again, and after the migration for
/// items stored before.
@Suite("SQLiteFeedCache: future dates")
struct FeedCacheFutureDateTests {
    static let year2099 = 4_070_908_800 - 1_700_000_000.0

    @Test func aFutureItemIsListedAtTheTimeItWasFirstSeen() async throws {
        let fixture = try FeedCacheFixture()
        try await fixture.store([fetchedItem(guid: "old", published: 100), fetchedItem(guid: "future", published: Self.year2099)],
                                at: 1000)
        try await fixture.store([fetchedItem(guid: "new", published: 2000)], feed: FeedCacheFixture.other, at: 3000)
        let items = try await fixture.all()
        #expect(items.map(\.guid) == ["new", "future", "old"])
        let future = try #require(items.first { $0.guid == "future" })
        #expect(future.sortDate == instant(1000))
        #expect(future.published == instant(Self.year2099), "the feed's date is kept")

        // Fetched again, changed: it keeps its place.
        try await fixture.store([fetchedItem(guid: "future", title: "Edited", published: Self.year2099 + 1)], at: 4000)
        #expect(try await fixture.all().map(\.guid) == ["new", "future", "old"])
        // Its date corrected to one before it was seen: that date counts.
        try await fixture.store([fetchedItem(guid: "future", published: 50)], at: 5000)
        #expect(try await fixture.all().map(\.guid) == ["new", "old", "future"])
    }
}

extension SchemaMigrationTests {
    /// Version 8: items a version 7 stored with a far future `sort_date` are sorted by their
    /// first-seen time; the others, and every other column, stay as they were.
    @Test func aVersion7DatabaseSortsItsFutureItemsByWhenTheyWereSeen() async throws {
        let (folder, database) = try await Self.migrated(from: "v7-avatar-settings") { db in
            try db.execute(sql: "INSERT INTO feed (url) VALUES ('https://f.example/')")
            for (key, published, seen) in [("future", 9e9, 1000.0), ("skewed", 1100, 1000), ("past", 500, 1000), ("undated", nil, 900)] {
                try db.execute(sql: """
                    INSERT INTO item (feed, dedupe_key, guid, published, first_seen, sort_date)
                    VALUES ('https://f.example/', ?, ?, ?, ?, ?)
                    """, arguments: [key, key, published, seen, published ?? seen])
            }
        }
        _ = folder
        let rows = try await database.read { db in
            try Row.fetchAll(db, sql: "SELECT guid, published, sort_date FROM item ORDER BY id").map {
                ($0["guid"] as String, $0["published"] as Double?, $0["sort_date"] as Double)
            }
        }
        #expect(rows.map(\.0) == ["future", "skewed", "past", "undated"])
        #expect(rows.map(\.2) == [1000, 1100, 500, 900])
        #expect(rows.map(\.1) == [9e9, 1100, 500, nil], "the feeds' dates are kept")
    }
}
