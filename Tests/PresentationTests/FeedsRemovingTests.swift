import Domain
import DomainDoubles
import Foundation
import Presentation
import Testing

/// `d` on Feeds: the selected feed off the list after a question naming it, as
/// `aichats feeds remove` takes it off: the cache keeps its items, read marks and bookmarks.
@MainActor
@Suite("FeedsPresenter: removing a feed")
struct FeedsRemovingTests {
    @Test func dAsksNamingTheFeedThenRemovesItAndSelectsTheNextOne() async throws {
        let harness = try FeedHarness(feeds: [
            (FeedHarness.tech, ["~Tech 技術"]), (FeedHarness.club, []), ("https://third.example.org/feed", []),
        ])
        try await harness.fill(FeedHarness.tech, count: 3)
        let bookmarked = try #require(harness.cache.base.allItems.first)
        try harness.cache.base.setBookmarked(bookmarked.id, true)
        try harness.cache.base.setRead([bookmarked.id], true)
        let presenter = harness.feeds()
        await presenter.onAppear()
        #expect(presenter.selectedFeed?.id == FeedHarness.tech)

        presenter.askToRemoveSelected()
        let alert = try #require(harness.router.alert)
        #expect(alert == FeedsPresenter.removeAlert(for: try #require(presenter.feeds.first)))
        #expect(alert.message == "Remove Tech 技術 (https://tech.example.org/feed) from the feed list? Its items stay in the "
            + "cache: its bookmarks under Bookmarks, the chats about them in Chats.")
        #expect(alert.isConfirmation)
        await harness.router.choose(try #require(alert.actions.first))

        #expect(harness.list.list().feeds.map(\.address.text) == [FeedHarness.club, "https://third.example.org/feed"])
        #expect(presenter.feeds.map(\.id) == [FeedHarness.club, "https://third.example.org/feed"])
        #expect(presenter.selectedFeed?.id == FeedHarness.club, "the next feed is selected")
        #expect(harness.router.notice?.text == "Removed Tech 技術 (https://tech.example.org/feed) from the feed list")
        let kept = harness.cache.base.allItems.filter { $0.feed == FeedHarness.tech }
        #expect(kept.count == 3, "the cache keeps the feed's items, as `feeds remove` leaves them")
        #expect(kept.first { $0.id == bookmarked.id }.map { $0.isBookmarked && $0.isRead } == true)
    }

    @Test func removingTheLastFeedSelectsTheOneBefore() async throws {
        let harness = try FeedHarness()
        let presenter = harness.feeds()
        await presenter.onAppear()
        presenter.editSelection { $0.move(by: 1) }
        presenter.askToRemoveSelected()
        let alert = try #require(harness.router.alert)
        #expect(alert.message.hasPrefix("Remove https://club.example.org/feed from the feed list?"),
                "a feed with no title: its address, once")
        await harness.router.choose(try #require(alert.actions.first))
        #expect(presenter.feeds.map(\.id) == [FeedHarness.tech])
        #expect(presenter.selectedFeed?.id == FeedHarness.tech)
    }

    @Test func anyOtherAnswerKeepsTheFeed() async throws {
        let harness = try FeedHarness()
        let presenter = harness.feeds()
        await presenter.onAppear()
        presenter.askToRemoveSelected()
        await harness.router.choose(try #require(harness.router.alert?.actions.last))
        #expect(harness.router.notice?.text == "Feed not removed")
        #expect(harness.list.list().feeds.count == 2)
        #expect(presenter.selectedFeed?.id == FeedHarness.tech)
    }

    /// Another shell removed it meanwhile, or the list cannot be written: the reason, in the
    /// command's words, and the list as it is now.
    @Test func aRefusalIsSaidAndTheListReadAgain() async throws {
        let harness = try FeedHarness()
        let presenter = harness.feeds()
        await presenter.onAppear()
        presenter.askToRemoveSelected()
        try harness.list.remove(url: FeedHarness.tech)
        await harness.router.choose(try #require(harness.router.alert?.actions.first))
        #expect(harness.router.notice?.text == "Could not remove the feed: https://tech.example.org/feed is not in the feed list")
        #expect(harness.router.notice?.isError == true)
        #expect(presenter.feeds.map(\.id) == [FeedHarness.club])
    }

    @Test func withNoFeedShownThereIsNothingToAsk() async throws {
        let harness = try FeedHarness(feeds: [])
        let presenter = harness.feeds()
        await presenter.onAppear()
        presenter.askToRemoveSelected()
        #expect(harness.router.alert == nil)
    }
}
