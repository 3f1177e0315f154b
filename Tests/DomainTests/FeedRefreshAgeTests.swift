import Domain
import DomainDoubles
import Foundation
import Testing

/// What the refresh at start compares with its interval: every listed feed's last fetch, so that
/// `r` on one feed does not put off the refresh of the others.
extension FeedRefresherTests {
    @Test func aRefreshOfOneFeedLeavesTheOthersAsOldAsTheyWere() async throws {
        let refresher = try refresher([one, two])
        fetcher.answer(one, with: .fetched(FetchedFeed(title: "One", siteLink: "", items: []), FeedValidators()))
        fetcher.answer(two, with: .failed(reason: "the server answered 500", retryAfter: nil))
        #expect(await refresher.lastRefreshOfEveryFeed() == nil, "none fetched yet")
        try await refresher.refresh()
        #expect(await refresher.lastRefreshOfEveryFeed() == referenceNow, "a failed fetch counts as one")
        clock.advance(by: hour)
        try await refresher.refresh(.feed(try FeedAddress(one)))
        #expect(await refresher.lastRefreshOfEveryFeed() == referenceNow, "two was not fetched again")
        try await refresher.refresh()
        #expect(await refresher.lastRefreshOfEveryFeed() == referenceNow.addingTimeInterval(hour))
    }

    /// The clock set back a day (an NTP fix, a restored VM): fetches "later than now" count as
    /// long ago, so that the refresh at start and the auto-refresh's ticks are not put off a day.
    @Test func aFetchLaterThanNowCountsAsLongAgo() async throws {
        let refresher = try refresher([one])
        fetcher.answer(one, with: .fetched(FetchedFeed(title: "One", siteLink: "", items: []), FeedValidators()))
        try await refresher.refresh()
        #expect(await refresher.everyFeedFetched(since: referenceNow.addingTimeInterval(-60)))
        clock.advance(by: -24 * hour)
        #expect(await refresher.lastRefreshOfEveryFeed() == .distantPast)
        #expect(await !refresher.everyFeedFetched(since: referenceNow.addingTimeInterval(-25 * hour)))
        clock.advance(by: 24 * hour - FeedItem.clockSkew)
        #expect(await refresher.lastRefreshOfEveryFeed() == referenceNow, "a clock a few minutes behind is no jump")
    }

    /// A feed added since (`feeds add`, an edit by hand) was never fetched: it does not count.
    @Test func aFeedNeverFetchedDoesNotCount() async throws {
        fetcher.answer(one, with: .fetched(FetchedFeed(title: "One", siteLink: "", items: []), FeedValidators()))
        let before = try refresher([one]), after = try refresher([one, two])
        try await before.refresh()
        #expect(await before.lastRefreshOfEveryFeed() == referenceNow)
        #expect(await after.lastRefreshOfEveryFeed() == referenceNow)
    }
}
