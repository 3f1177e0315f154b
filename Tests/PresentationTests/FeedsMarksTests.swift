import Domain
import DomainDoubles
import Foundation
import Presentation
import Testing

/// newsboat's `A` (the selected feed), `C` (every feed, asked first) and `l` (only the feeds with
/// unread items) on the Feeds screen.
@MainActor
@Suite("FeedsPresenter: marking feeds read, and hiding the read ones")
struct FeedsMarksTests {
    static func harness() async throws -> (FeedHarness, FeedsPresenter) {
        let harness = try await FeedHarness.filled(count: 3)
        try await harness.fill(FeedHarness.club, count: 2, prefix: "Club")
        let presenter = harness.feeds()
        await presenter.onAppear()
        return (harness, presenter)
    }

    @Test func aMarksOnlyTheSelectedFeedRead() async throws {
        let (harness, presenter) = try await Self.harness()
        await presenter.markSelectedFeedRead()
        #expect(presenter.feeds.map(\.unreadCount) == [0, 2])
        #expect(harness.router.notice?.text == "Marked 3 unread items of Tech 技術 read")
        await presenter.markSelectedFeedRead()
        #expect(harness.router.notice?.text == "Nothing unread in Tech 技術")
    }

    @Test func cAsksFirstAndEscLeavesEveryItemUnread() async throws {
        let (harness, presenter) = try await Self.harness()
        await presenter.askToMarkAllFeedsRead()
        let alert = try #require(harness.router.alert)
        #expect(alert == FeedsPresenter.markAllReadAlert(unread: 5, feeds: 2))
        #expect(alert.message == "Mark all 5 unread items of 2 feeds read?")
        await harness.router.choose(try #require(alert.actions.last))
        #expect(harness.router.alert == nil)
        #expect(presenter.feeds.map(\.unreadCount) == [3, 2])
    }

    @Test func cMarksEveryFeedReadOnceConfirmedAlsoTheFeedsAFilterHides() async throws {
        let (harness, presenter) = try await Self.harness()
        presenter.beginFilter()
        presenter.editFilter { $0.insert("tech") }
        #expect(presenter.shownFeeds.count == 1)
        await presenter.askToMarkAllFeedsRead()
        await harness.router.choose(try #require(harness.router.alert?.actions.first))
        #expect(presenter.feeds.map(\.unreadCount) == [0, 0])
        #expect(harness.router.notice?.text == "Marked all 5 unread items read")
        await presenter.askToMarkAllFeedsRead()
        #expect(harness.router.alert == nil)
        #expect(harness.router.notice?.text == "Every item is read already")
    }

    /// newsboat users read "of N feeds" as the feeds it changes: one with nothing unread is not counted.
    @Test func cCountsOnlyTheFeedsWithUnreadItems() async throws {
        let (harness, presenter) = try await Self.harness()
        await presenter.markSelectedFeedRead()
        await presenter.askToMarkAllFeedsRead()
        #expect(harness.router.alert?.message == "Mark all 2 unread items of 1 feed read?")
    }

    @Test func aCacheThatRefusesTheMarksSaysSoAndTheCountsStay() async throws {
        let (harness, presenter) = try await Self.harness()
        harness.cache.base.failWrites()
        await presenter.markSelectedFeedRead()
        #expect(harness.router.notice?.text == "Could not mark the items read: \(DomainError.storage(.diskFull).message)")
        #expect(harness.router.notice?.isError == true)
        #expect(presenter.feeds.map(\.unreadCount) == [3, 2])
    }

    @Test func lHidesTheReadFeedsButNotAFailedOneAndKeepsTheSelection() async throws {
        let harness = try FeedHarness(feeds: [
            (FeedHarness.tech, []), (FeedHarness.club, []), ("https://failed.example.org/feed", []),
            ("https://read.example.org/feed", []),
        ])
        try await harness.fill(FeedHarness.tech, count: 2)
        try await harness.fill(FeedHarness.club, count: 1, prefix: "Club")
        try await harness.fill("https://read.example.org/feed", count: 1, prefix: "Read")
        try await harness.cache.recordFailure(feed: "https://failed.example.org/feed", reason: "timed out", at: FeedHarness.now)
        let presenter = harness.feeds()
        await presenter.onAppear()
        presenter.editSelection { $0.move(by: 3) }
        await presenter.markSelectedFeedRead()
        presenter.editSelection { $0.move(by: -2) }
        #expect(presenter.selectedFeed?.id == FeedHarness.club)

        presenter.toggleReadFeeds()
        #expect(presenter.hidesReadFeeds)
        #expect(presenter.shownFeeds.map(\.id) == [FeedHarness.tech, FeedHarness.club, "https://failed.example.org/feed"])
        #expect(presenter.selectedFeed?.id == FeedHarness.club, "the selected feed stays selected")
        await presenter.markSelectedFeedRead()
        #expect(presenter.shownFeeds.map(\.id) == [FeedHarness.tech, "https://failed.example.org/feed"])
        #expect(presenter.selectedFeed?.id == "https://failed.example.org/feed", "the next feed takes the place")

        presenter.toggleReadFeeds()
        #expect(presenter.shownFeeds.count == 4)
        #expect(presenter.selectedFeed?.id == "https://failed.example.org/feed")
    }
}
