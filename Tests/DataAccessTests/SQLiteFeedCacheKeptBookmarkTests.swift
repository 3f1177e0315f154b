import DataAccess
import Domain
import Foundation
import Testing

/// `b` on an item a refresh pruned while a screen showed it: the bookmark holds.
@Suite("SQLiteFeedCache: a bookmark of a pruned item")
struct SQLiteFeedCacheKeptBookmarkTests {
    @Test func aPrunedItemIsStoredAgainBookmarkedUnderItsOwnId() async throws {
        let fixture = try FeedCacheFixture(maximumPerFeed: 2)
        try await fixture.store((1...2).map { fetchedItem(guid: "old\($0)", title: "Old \($0)", published: Double($0), summary: "s\($0)") })
        let shown = try #require(try await fixture.all().first { $0.guid == "old1" })
        try await fixture.store((3...4).map { fetchedItem(guid: "new\($0)", published: Double($0)) }, at: 10)
        #expect(try await fixture.cache.item(id: shown.id) == nil, "pruned")
        #expect(try await fixture.cache.keep(shown, bookmarked: true) == shown.id)
        var expected = shown
        expected.isBookmarked = true
        #expect(try await fixture.cache.item(id: shown.id) == expected)
        // Kept by the next refreshes, and found again by its guid when the feed lists it again.
        try await fixture.store((5...6).map { fetchedItem(guid: "new\($0)", published: Double($0)) }, at: 20)
        #expect(try await fixture.store([fetchedItem(guid: "old1", title: "Old 1", published: 1)], at: 30) == 0)
        #expect(try await fixture.cache.item(id: shown.id)?.isBookmarked == true)
    }

    @Test func anItemStillCachedIsBookmarkedInPlace() async throws {
        let fixture = try FeedCacheFixture()
        try await fixture.store([fetchedItem(guid: "g1", title: "One")])
        let item = try #require(try await fixture.all().first)
        #expect(try await fixture.cache.keep(item, bookmarked: true) == item.id)
        #expect(try await fixture.all().map(\.isBookmarked) == [true])
    }
}
