@testable import DataAccess
import Domain
import Foundation
import GRDB
import Testing

/// The fetch state the cache keeps beside a feed's last fetch: where it moved for good, and its
/// run of failures; and `M`'s move of everything cached under the old address to the new one.
@Suite("SQLiteFeedCache: moves and runs of failures")
struct FeedCacheFetchStateTests {
    static let newFeed = "https://new.example/feed.xml"

    func statusOf(_ fixture: FeedCacheFixture, _ feed: String = FeedCacheFixture.feed) async throws -> FeedStatus? {
        try await fixture.cache.statuses().first { $0.feed == feed }
    }

    @Test func aMoveIsKeptWithWhenItWasFirstSaidAndClearedWithNil() async throws {
        let fixture = try FeedCacheFixture()
        try await fixture.store([fetchedItem(guid: "a")], at: 0)
        try await fixture.cache.recordMove(feed: FeedCacheFixture.feed, to: Self.newFeed, at: instant(10))
        try await fixture.cache.recordMove(feed: FeedCacheFixture.feed, to: Self.newFeed, at: instant(20))
        var status = try #require(try await statusOf(fixture))
        #expect(status.movedTo == Self.newFeed)
        #expect(status.movedSince == instant(10), "the same address again keeps the first time")
        try await fixture.cache.recordMove(feed: FeedCacheFixture.feed, to: "https://newer.example/", at: instant(30))
        #expect(try await statusOf(fixture)?.movedSince == instant(30))
        // A failure keeps it: the old address failing is when the new one matters most.
        try await fixture.cache.recordFailure(feed: FeedCacheFixture.feed, reason: "the server answered 410 Gone", at: instant(40))
        #expect(try await statusOf(fixture)?.movedTo == "https://newer.example/")
        try await fixture.cache.recordMove(feed: FeedCacheFixture.feed, to: nil, at: instant(50))
        status = try #require(try await statusOf(fixture))
        #expect(status.movedTo == nil)
        #expect(status.movedSince == nil)
    }

    @Test func aRunOfFailuresCountsFromItsFirstAndEndsWithAGoodFetch() async throws {
        let fixture = try FeedCacheFixture()
        for seconds in [100.0, 200, 300] {
            try await fixture.cache.recordFailure(feed: FeedCacheFixture.feed, reason: "the server answered 503", at: instant(seconds))
        }
        var status = try #require(try await statusOf(fixture))
        #expect(status.failingSince == instant(100))
        #expect(status.failedFetches == 3)
        #expect(status.lastErrorAt == instant(300))
        try await fixture.cache.recordNotModified(feed: FeedCacheFixture.feed, at: instant(400))
        status = try #require(try await statusOf(fixture))
        #expect(status.failingSince == nil)
        #expect(status.failedFetches == 0)
        try await fixture.cache.recordFailure(feed: FeedCacheFixture.feed, reason: "again", at: instant(500))
        #expect(try await statusOf(fixture)?.failingSince == instant(500), "a new run starts")
        try await fixture.store([fetchedItem(guid: "a")], at: 600)
        #expect(try await statusOf(fixture)?.failedFetches == 0, "a stored fetch ends it too")
    }

    @Test func movingAFeedTakesItsItemsMarksBookmarksAndChatsInOneGo() async throws {
        let fixture = try FeedCacheFixture()
        try await fixture.store([fetchedItem(guid: "a", published: 1), fetchedItem(guid: "b", published: 2),
                                 fetchedItem(guid: "c", published: 3)], at: 10)
        // The new address was fetched once before (listed, then removed): its copy of "b" stays.
        try await fixture.store([fetchedItem(guid: "b", published: 2)], feed: Self.newFeed, at: 5, title: "New")
        let old = try await fixture.all().filter { $0.feed == FeedCacheFixture.feed }
        let byGuid = Dictionary(uniqueKeysWithValues: old.map { ($0.guid, $0.id) })
        let keptB = try #require(try await fixture.all().first { $0.feed == Self.newFeed }?.id)
        try await fixture.cache.setRead([byGuid["a"]!, byGuid["b"]!], true)
        try await fixture.cache.setBookmarked(byGuid["c"]!, true)
        try await fixture.cache.recordMove(feed: FeedCacheFixture.feed, to: Self.newFeed, at: instant(20))
        try await fixture.cache.recordFailure(feed: FeedCacheFixture.feed, reason: "the server answered 410 Gone", at: instant(30))
        try await fixture.database.write { db in
            for (id, item) in [("1", byGuid["a"]!), ("2", byGuid["b"]!)] {
                try db.execute(sql: "INSERT INTO chat (id, avatarId, createdAt, modifiedAt, articleId) VALUES (?, 'mochi', 1, 1, ?)",
                               arguments: [id, "feed-item:\(item)"])
            }
        }

        try await fixture.cache.moveFeed(FeedCacheFixture.feed, to: Self.newFeed)

        let items = try await fixture.all()
        #expect(items.allSatisfy { $0.feed == Self.newFeed })
        #expect(items.map(\.guid).sorted() == ["a", "b", "c"])
        let moved = Dictionary(uniqueKeysWithValues: items.map { ($0.guid, $0) })
        #expect(moved["a"]?.id == byGuid["a"], "an item keeps its id, so the chats about it follow")
        #expect(moved["a"]?.isRead == true)
        #expect(moved["b"]?.id == keptB && moved["b"]?.isRead == true, "the new address's copy takes the old one's mark")
        #expect(moved["c"]?.isBookmarked == true)
        let chats = try await fixture.database.read { db in try String.fetchAll(db, sql: "SELECT articleId FROM chat ORDER BY id") }
        #expect(chats == ["feed-item:\(byGuid["a"]!)", "feed-item:\(keptB)"])
        let statuses = try await fixture.cache.statuses()
        #expect(statuses.map(\.feed) == [Self.newFeed], "the old address is gone")
        #expect(statuses.first?.title == "Feed One", "the status is the old address's, the latest")
        #expect(statuses.first?.movedTo == nil, "the move is done")
        #expect(statuses.first?.lastError == nil && statuses.first?.failedFetches == 0, "the old address's failures stay behind")
        #expect(statuses.first?.lastSuccess == instant(10))
        #expect(statuses.first?.totalCount == 3)
    }
}

extension SchemaMigrationTests {
    /// Version 11: a version 10 feed that was failing counts as a run of one since its last
    /// failure; none has moved; everything else stays.
    @Test func aVersion10DatabaseKeepsItsFeedsWithTheirFailuresAsRunsOfOne() async throws {
        let (folder, database) = try await Self.migrated(from: "v10-reply-end-notes") { db in
            try db.execute(sql: """
                INSERT INTO feed (url, title, last_success) VALUES ('https://ok.example/', 'OK', 100);
                INSERT INTO feed (url, title, last_success, last_error, last_error_at)
                    VALUES ('https://bad.example/', 'Bad', 100, 'the server answered 503', 200);
                INSERT INTO item (feed, dedupe_key, guid, first_seen, sort_date) VALUES ('https://ok.example/', 'g', 'g', 1, 1);
                """)
        }
        _ = folder
        let statuses = try await SQLiteFeedCache(database: database).statuses()
        #expect(statuses.map(\.feed) == ["https://bad.example/", "https://ok.example/"])
        #expect(statuses.map(\.failedFetches) == [1, 0])
        #expect(statuses.map(\.failingSince) == [Date(storedValue: 200), nil])
        #expect(statuses.map(\.movedTo) == [nil, nil])
        #expect(statuses.map(\.title) == ["Bad", "OK"])
        #expect(statuses.map(\.totalCount) == [0, 1])
        #expect(AppDatabase.dataFormat >= 11)
    }
}
