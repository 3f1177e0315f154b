import Domain
import DomainDoubles
import Foundation
import Presentation
import Testing

/// `aichats refresh` from cron stores items while the app is open: `A` and `C` mark what they
/// counted, and `C` counts afresh before it asks.
@MainActor
@Suite("Marks while a refresh in another process stores items")
struct FeedMarksAfterCronTests {
    @Test func aInAListLeavesTheItemsStoredSinceItCountedUnreadAndShowsThem() async throws {
        let harness = try await FeedHarness.filled(count: 3)
        let presenter = harness.items(.feed(FeedHarness.tech))
        await presenter.onAppear()
        try await harness.fill(FeedHarness.tech, count: 2, prefix: "Late", newest: 10)
        await presenter.markAllRead()
        #expect(try await harness.cache.count(FeedItemQuery(unreadOnly: true)) == 2)
        #expect(presenter.count == 5 && presenter.unreadCount == 2)
    }

    @Test func cCountsAfreshAndMarksOnlyWhatItAskedAbout() async throws {
        let (harness, presenter) = try await FeedsMarksTests.harness()
        await presenter.askToMarkAllFeedsRead()
        await harness.router.choose(try #require(harness.router.alert?.actions.first))
        try await harness.fill(FeedHarness.tech, count: 2, prefix: "Late", newest: 10)
        #expect(presenter.feeds.map(\.unreadCount) == [0, 0], "the screen has not loaded since")
        await presenter.askToMarkAllFeedsRead()
        let alert = try #require(harness.router.alert)
        #expect(alert.message == "Mark all 2 unread items of 1 feed read?")
        try await harness.fill(FeedHarness.club, count: 1, prefix: "Later", newest: 5)
        await harness.router.choose(try #require(alert.actions.first))
        #expect(harness.router.notice?.text == "Marked all 2 unread items read")
        #expect(presenter.feeds.map(\.unreadCount) == [0, 1], "the item stored after the question stays unread")
    }

    @Test func aOnFeedsMarksTheItemsItCounted() async throws {
        let (harness, presenter) = try await FeedsMarksTests.harness()
        try await harness.fill(FeedHarness.tech, count: 2, prefix: "Late", newest: 10)
        await presenter.markSelectedFeedRead()
        #expect(harness.router.notice?.text == "Marked 3 unread items of Tech 技術 read")
        #expect(presenter.feeds.map(\.unreadCount) == [2, 2])
    }
}
