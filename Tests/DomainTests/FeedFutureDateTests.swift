import Domain
import DomainDoubles
import Foundation
import Testing

/// A date ahead of the time an item was first seen (a feed's wrong clock, a mistyped year) is
/// taken as no date: the item is sorted, aged and marked HOT from when it was first seen, in
/// every list, so it neither sits on top for ever nor crowds today's news out of Explore.
@Suite("Future-dated feed items count from when they were first seen")
struct FeedFutureDateTests {
    static let now = FeedReadingInteractorTests.now
    static let feed = "https://a.example.org/feed"

    @Test func aDateFarAheadOfTheFirstSeenTimeIsTakenAsNone() {
        let seen = Self.now
        #expect(FeedItem.sortDate(published: seen.addingTimeInterval(-3600), firstSeen: seen) == seen.addingTimeInterval(-3600))
        #expect(FeedItem.sortDate(published: nil, firstSeen: seen) == seen)
        // Clocks differ by a few minutes: such a date stands.
        #expect(FeedItem.sortDate(published: seen.addingTimeInterval(FeedItem.clockSkew), firstSeen: seen)
                    == seen.addingTimeInterval(FeedItem.clockSkew))
        #expect(FeedItem.sortDate(published: seen.addingTimeInterval(FeedItem.clockSkew + 1), firstSeen: seen) == seen)
        let year9999 = Date(timeIntervalSince1970: 253_402_300_799)
        let item = FeedItem(id: 1, feed: Self.feed, published: year9999, firstSeen: seen)
        #expect(item.sortDate == seen)
        #expect(item.published == year9999, "the feed's own date is kept, for `news` and its JSON")
    }

    /// The report's case: 30 items dated 2099 and 9 of today, all fetched now.
    @Test func futureItemsFetchedWithTodaysNewsLeaveLatestNewsFull() async throws {
        let (interactor, cache, _) = try FeedReadingInteractorTests.make()
        try FeedReadingInteractorTests.store(cache, Self.feed, ages: (1...9).map { Double($0) * 3600 })
        try Self.storeFuture(cache, count: 30, at: Self.now)
        let latest = try await interactor.latestNews()
        #expect(latest.count == 30, "the future items are news as of now, not gaps")
        let freshness = NewsFreshness(now: Self.now)
        let hot = latest.filter { freshness.isHot(publishedAt: $0.item.sortDate) }.count, inTheFuture = latest.filter { $0.item.sortDate > Self.now }.count
        #expect(hot == 30)
        #expect(inTheFuture == 0)
    }

    @Test func futureItemsSeenEarlierSinkBelowNewerNews() async throws {
        let (interactor, cache, _) = try FeedReadingInteractorTests.make()
        try Self.storeFuture(cache, count: 30, at: Self.now.addingTimeInterval(-2 * 86_400))
        try FeedReadingInteractorTests.store(cache, Self.feed, ages: (1...9).map { Double($0) * 3600 })
        let latest = try await interactor.latestNews()
        #expect(latest.prefix(9).map(\.item.title) == (0..<9).map { "\(Self.feed) \($0)" }, "today's news come first")
        #expect(latest.count == 30)
        let seen = Self.now.addingTimeInterval(-2 * 86_400)
        let asSeen = latest.dropFirst(9).filter { !NewsFreshness(now: Self.now).isHot(publishedAt: $0.item.sortDate) && $0.item.sortDate == seen }.count
        #expect(asSeen == 21, "the future items, as of when they were seen")
        let all = try await interactor.headlines(.all, offset: 0, limit: 100)
        #expect(all.first?.item.title == "\(Self.feed) 0", "All feeds: no future item on top")
    }

    /// `count` items dated in 2099, fetched at `time`.
    static func storeFuture(_ cache: FakeFeedCache, count: Int, at time: Date) throws {
        let items = (0..<count).map { index in
            var item = FetchedItem()
            (item.guid, item.title) = ("future#\(index)", "From 2099 \(index)")
            item.published = Date(timeIntervalSince1970: 4_070_908_800 + Double(index))
            return item
        }
        try cache.store(FetchedFeed(title: "Future", siteLink: "", items: items), feed: "https://b.example.org/feed",
                        validators: .init(), at: time)
    }
}
