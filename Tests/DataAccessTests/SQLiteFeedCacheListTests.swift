import DataAccess
import Domain
import Foundation
import Testing

/// Windows, their order, counts, statuses and what a refresh records.
@Suite("SQLiteFeedCache: lists, counts and statuses")
struct SQLiteFeedCacheListTests {
    let fixture: FeedCacheFixture
    init() throws { fixture = try FeedCacheFixture() }

    @Test func windowsAreNewestFirstByPublishedElseFirstSeenWithTiesByTheNewerId() async throws {
        try await fixture.store([fetchedItem(guid: "p5", published: 5), fetchedItem(guid: "undated"), fetchedItem(guid: "p50", published: 50)])
        try await fixture.store([fetchedItem(guid: "tie", published: 5)], at: 1)
        // Undated items sort by when they were first seen: instant(0).
        #expect(try await fixture.all().map(\.guid) == ["p50", "tie", "p5", "undated"])
        #expect(try await fixture.all(FeedItemQuery(limit: 2, offset: 1)).map(\.guid) == ["tie", "p5"])
        #expect(try await fixture.all(FeedItemQuery(limit: 2, offset: 3)).map(\.guid) == ["undated"])
        #expect(try await fixture.all(FeedItemQuery(limit: 0)).isEmpty)
    }

    @Test func unreadBookmarkedAndPerFeedListsWithTheirCounts() async throws {
        try await fixture.store((1...4).map { fetchedItem(guid: "a\($0)", published: Double($0)) })
        try await fixture.store((1...2).map { fetchedItem(guid: "b\($0)", published: Double($0) + 0.5) }, feed: FeedCacheFixture.other)
        let items = try await fixture.all()
        let ids = Dictionary(uniqueKeysWithValues: items.map { ($0.guid, $0.id) })
        try await fixture.cache.setRead([try #require(ids["a4"]), try #require(ids["b1"])], true)
        try await fixture.cache.setBookmarked(try #require(ids["a2"]), true)
        #expect(try await fixture.all(FeedItemQuery(unreadOnly: true)).map(\.guid) == ["a3", "b2", "a2", "a1"])
        #expect(try await fixture.all(FeedItemQuery(bookmarkedOnly: true)).map(\.guid) == ["a2"])
        #expect(try await fixture.all(FeedItemQuery(feeds: [FeedCacheFixture.other])).map(\.guid) == ["b2", "b1"])
        #expect(try await fixture.all(FeedItemQuery(feeds: [FeedCacheFixture.feed], unreadOnly: true, limit: 2)).map(\.guid) == ["a3", "a2"])
        #expect(try await fixture.all(FeedItemQuery(feeds: [])).isEmpty)
        #expect(try await fixture.cache.count(FeedItemQuery(limit: 1)) == 6)
        #expect(try await fixture.cache.count(FeedItemQuery(feeds: [FeedCacheFixture.feed], unreadOnly: true)) == 3)
        let statuses = try await fixture.cache.statuses()
        #expect(statuses.map(\.feed) == [FeedCacheFixture.feed, FeedCacheFixture.other])
        #expect(statuses.map(\.unreadCount) == [3, 1])
        #expect(statuses.map(\.totalCount) == [4, 2])
        try await fixture.cache.markAllRead(FeedItemQuery(feeds: [FeedCacheFixture.feed], limit: 1))
        #expect(try await fixture.cache.statuses().map(\.unreadCount) == [0, 1])
        try await fixture.cache.setRead([try #require(ids["a1"])], false)
        #expect(try await fixture.all(FeedItemQuery(unreadOnly: true)).map(\.guid) == ["b2", "a1"])
        try await fixture.cache.removeMarks()
        #expect(try await fixture.all(FeedItemQuery(unreadOnly: true)).count == 6, "every item unread again, none gone")
        #expect(try await fixture.all(FeedItemQuery(bookmarkedOnly: true)).isEmpty)
    }

    /// Naming every cached feed reads the date index without the feed condition: same rows.
    @Test func aListNamingEveryCachedFeedHoldsEveryItemAndOnlyThose() async throws {
        try await fixture.store((1...3).map { fetchedItem(guid: "a\($0)", published: Double($0)) })
        try await fixture.store((1...2).map { fetchedItem(guid: "b\($0)", published: Double($0) + 0.5) }, feed: FeedCacheFixture.other)
        let uncached = "https://three.example/feed"
        let every = FeedItemQuery(feeds: [uncached, FeedCacheFixture.other, FeedCacheFixture.feed], limit: 3, offset: 1)
        #expect(try await fixture.all(every).map(\.guid) == ["b2", "a2", "b1"])
        #expect(try await fixture.cache.count(every) == 5)
        let some = FeedItemQuery(feeds: [uncached, FeedCacheFixture.other])
        #expect(try await fixture.all(some).map(\.guid) == ["b2", "b1"], "a cached feed not named stays out")
        #expect(try await fixture.cache.count(some) == 2)
    }

    @Test func aStatusHoldsTheValidatorsTheLastSuccessAndTheLastFailureUntilASuccess() async throws {
        #expect(try await fixture.cache.lastFetches().isEmpty)
        try await fixture.store([fetchedItem(guid: "a")], at: 10)
        try await fixture.cache.recordFailure(feed: FeedCacheFixture.feed, reason: "timed out\u{1B}[2J", at: instant(20))
        try await fixture.cache.recordFailure(feed: FeedCacheFixture.other, reason: "404", at: instant(21))
        var statuses = try await fixture.cache.statuses()
        #expect(statuses[0] == FeedStatus(
            feed: FeedCacheFixture.feed, title: "Feed One", siteLink: "https://one.example/", validators: FeedValidators(etag: "\"e10\""),
            lastSuccess: instant(10), lastError: "timed out", lastErrorAt: instant(20), failingSince: instant(20), failedFetches: 1,
            unreadCount: 1, totalCount: 1))
        #expect(statuses[1] == FeedStatus(
            feed: FeedCacheFixture.other, lastError: "404", lastErrorAt: instant(21), failingSince: instant(21), failedFetches: 1))
        try await fixture.cache.recordNotModified(feed: FeedCacheFixture.feed, at: instant(30))
        statuses = try await fixture.cache.statuses()
        #expect(statuses[0].lastSuccess == instant(30))
        #expect(statuses[0].lastError == nil && statuses[0].lastErrorAt == nil)
        #expect(statuses[0].validators.etag == "\"e10\"", "a 304 keeps the validators")
        #expect(try await fixture.cache.lastFetches() == [FeedCacheFixture.feed: instant(30), FeedCacheFixture.other: instant(21)],
                "a failure counts as a fetch too")
        #expect(try await fixture.cache.item(id: 999) == nil)
    }
}

extension SQLiteFeedCacheListTests {
    @Test func aListWithoutContentLeavesTheBodyAndLinksOut() async throws {
        var item = fetchedItem(guid: "g", title: "T", summary: "S [1]")
        item.contentText = "Body [1]"
        item.links = ["https://l/1"]
        try await fixture.store([item])
        let full = try #require(try await fixture.all().first)
        #expect(full.contentText == "Body [1]" && full.links == ["https://l/1"])
        let listed = try #require(try await fixture.all(FeedItemQuery(includesContent: false)).first)
        #expect(listed.contentText.isEmpty && listed.links.isEmpty)
        #expect(listed.title == "T" && listed.summaryText == "S [1]" && listed.id == full.id)
    }

    /// An item whose text is only in its content (Atom `<content>`, `content:encoded`) has that
    /// text as its summary, in a list without content as in a full read: `news --json` shows it.
    @Test func anItemWithoutASummaryHasItsContentsTextAsItsSummary() async throws {
        try await fixture.store([
            fetchedItem(guid: "c", title: "Content only", published: 2, content: "The whole text"),
            fetchedItem(guid: "b", title: "Both", published: 1, summary: "Short", content: "Long text"),
        ])
        let listed = try await fixture.all(FeedItemQuery(includesContent: false))
        #expect(listed.map(\.summaryText) == ["The whole text", "Short"])
        #expect(listed.map(\.contentText) == ["", ""])
        #expect(try await fixture.all().map(\.summaryText) == ["The whole text", "Short"])
        try await fixture.store([fetchedItem(guid: "l", title: "Long", published: 3, content: String(repeating: "x", count: 50_000))])
        #expect(try await fixture.all(FeedItemQuery(includesContent: false)).first?.summaryText.count == 2000,
                "the summary taken from the content is its start, so a page of items stays small")
    }
}
