import DataAccess
import Domain
import Foundation
import Testing

/// What a store prunes is decided by date across all of a feed's items: its newest stay whether
/// the fetch listed them or not, even when the fetch alone lists more than the maximum.
@Suite("SQLiteFeedCache: pruning by date")
struct SQLiteFeedCachePruneTests {
    /// The feed as it usually is: 5 items 2 to 10 hours old at `now`.
    static let now = 1_000_000.0
    static let usual = (1...5).map { fetchedItem(guid: "usual\($0)", title: "Flaky item \($0)", published: now - Double($0 * 2 * 3600)) }

    /// A publisher's "full archive" glitch: 5,000 items, from `now` back 2 minutes apart (7 days).
    static let archive = (0..<5000).map { fetchedItem(guid: "archive\($0)", published: now - Double($0 * 120)) }

    @Test func aFetchOverTheMaximumKeepsTheFeedsRecentItemsAndTheirReadMarks() async throws {
        let fixture = try FeedCacheFixture()
        try await fixture.store(Self.usual, at: Self.now)
        let read = try #require(try await fixture.all().first { $0.guid == "usual1" })
        try await fixture.cache.setRead([read.id], true)
        let glitch = try await fixture.storing(Self.archive, at: Self.now + 60)
        #expect(glitch.newItems == 5000 && glitch.removedItems == 0, "the 5 are among the feed's newest 1,000")
        let back = try await fixture.storing(Self.usual, at: Self.now + 120)
        #expect(back.newItems == 0 && back.removedItems == 4005)
        let items = try await fixture.all()
        #expect(items.count == 1000)
        #expect(Set(items.filter { $0.guid.hasPrefix("usual") }.map(\.guid)).count == 5)
        #expect(try await fixture.cache.item(id: read.id)?.isRead == true)
    }

    @Test func anItemTheFetchNoLongerListsGoesOnlyWhenOlderThanTheNewest() async throws {
        let fixture = try FeedCacheFixture(maximumPerFeed: 3)
        try await fixture.store([fetchedItem(guid: "older", published: 1), fetchedItem(guid: "newer", published: 10)])
        let outcome = try await fixture.storing((2...6).map { fetchedItem(guid: "big\($0)", published: Double($0)) }, at: 20)
        #expect(outcome.removedItems == 1)
        #expect(try await fixture.all().map(\.guid) == ["newer", "big6", "big5", "big4", "big3", "big2"])
    }
}
