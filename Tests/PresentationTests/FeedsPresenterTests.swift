import Domain
import DomainDoubles
import Foundation
import Presentation
import Synchronization
import Testing

@MainActor
@Suite("FeedsPresenter")
struct FeedsPresenterTests {
    static let feeds: [(String, [String])] = [
        ("https://named.example.org/feed", ["~My name"]),
        ("https://own.example.org/feed", ["news"]),
        ("https://never.example.org/feed", []),
        ("https://hidden.example.org/feed", ["!"]),
    ]

    @Test func listsVisibleFeedsWithTheirTitlesCountsAndFailures() async throws {
        let harness = try FeedHarness(feeds: Self.feeds)
        try await harness.fill("https://named.example.org/feed", count: 3)
        try await harness.fill("https://own.example.org/feed", count: 2)
        try await harness.fill("https://hidden.example.org/feed", count: 2)
        try await harness.cache.recordFailure(feed: "https://own.example.org/feed", reason: "timed out", at: FeedHarness.now)
        let presenter = harness.feeds()
        await presenter.onAppear()
        #expect(presenter.feeds.map(\.title) == ["My name", "Own title", "https://never.example.org/feed"])
        #expect(presenter.rows.map(\.trailing) == ["3/3 · just now", "2/2 · failed just now", "0/0 · never fetched"])
        #expect(presenter.rows[1].badges == [.failed], "in the unread dot's place; the unread count is in \"2/2\"")
        #expect(presenter.rows[1].subtitle == "failed: timed out")
        #expect(presenter.rows[2].subtitle == nil, "the address is not shown twice")
        #expect(presenter.totals.unread == 5)
    }

    /// A feed whose fetches all failed shows when it failed, marked as a failure, never as if it
    /// had been updated then.
    @Test func aFeedThatNeverFetchedSaysWhenItFailedNotThatItWasUpdated() async throws {
        let harness = try FeedHarness(feeds: Self.feeds)
        try await harness.cache.recordFailure(
            feed: "https://never.example.org/feed", reason: "timed out", at: FeedHarness.now.addingTimeInterval(-120))
        let presenter = harness.feeds()
        await presenter.onAppear()
        #expect(presenter.rows[2].trailing == "0/0 · failed 2 min ago")
        #expect(presenter.rows[2].badges == [.failed])
        #expect(presenter.rows[2].subtitle == "failed: timed out")
    }

    /// `r` on a feed that another shell removed from the list since the screen was loaded.
    @Test func refreshingASelectedFeedNoLongerListedSaysSoAndFetchesNothing() async throws {
        let asked = AskedFeeds()
        let harness = try FeedHarness(
            runner: FeedRefreshRunner(refresh: { feeds, _ in await asked.add(feeds) }, lastRefresh: { nil }), feeds: Self.feeds)
        let presenter = harness.feeds()
        await presenter.onAppear()
        try harness.list.remove(try FeedAddress("https://named.example.org/feed"))
        presenter.refresh(onlySelected: true)
        await harness.activity.task?.value
        #expect(await asked.feeds.isEmpty)
        #expect(harness.router.notice?.text == "https://named.example.org/feed is no longer in the feed list: it was not refreshed")
    }

    /// A refresh fetches the hidden feeds too and counts their failures; the screen names them.
    @Test func hiddenFeedsThatFailedAreNamedAndNoOtherHiddenFeed() async throws {
        let harness = try FeedHarness(feeds: Self.feeds + [("https://quiet.example.org/feed", ["!"])])
        try await harness.fill("https://quiet.example.org/feed", count: 1)
        try await harness.cache.recordFailure(feed: "https://hidden.example.org/feed", reason: "timed out", at: FeedHarness.now)
        let presenter = harness.feeds()
        await presenter.onAppear()
        #expect(presenter.hiddenFailures.map(\.id) == ["https://hidden.example.org/feed"])
        #expect(presenter.hiddenFailures.first?.failure == "timed out")
        #expect(!presenter.feeds.contains { $0.subscription.isHidden })
    }

    @Test func enterOpensTheFeedsItemsAndTheSelectionFollowsTheFeed() async throws {
        let harness = try FeedHarness(feeds: Self.feeds)
        let presenter = harness.feeds()
        await presenter.onAppear()
        presenter.editSelection { $0.move(by: 1) }
        presenter.openSelected()
        #expect(harness.router.top == .feedItems(.feed("https://own.example.org/feed")))
        try harness.list.remove(try FeedAddress("https://named.example.org/feed"))
        await presenter.onReappear()
        #expect(presenter.selection.selected == 0)
        #expect(presenter.feeds.first?.id == "https://own.example.org/feed")
    }

    @Test func aSecondRefreshWhileOneRunsIsRefusedWithANotice() async throws {
        let (gate, open) = AsyncStream<Void>.makeStream()
        let runner = FeedRefreshRunner(refresh: { _, _ in for await _ in gate { break } }, lastRefresh: { nil })
        let harness = try FeedHarness(runner: runner, feeds: Self.feeds)
        let presenter = harness.feeds()
        await presenter.onAppear()
        presenter.refresh(onlySelected: false)
        #expect(harness.activity.isRunning)
        presenter.refresh(onlySelected: true)
        #expect(harness.router.notice?.text == "A refresh is already running")
        open.yield()
        await harness.activity.task?.value
        #expect(!harness.activity.isRunning)
        #expect(harness.router.notice == nil, "the notice goes with the refresh it spoke of")
    }

    /// A database opened read-only (a full disk at start) could store nothing: `R` fetches no
    /// feed (it would report each as failed) and says why; nor does the refresh at start run.
    @Test func noRefreshRunsWhenNothingCanBeStored() async throws {
        let asked = Mutex(0)
        let runner = FeedRefreshRunner(refresh: { _, _ in asked.withLock { $0 += 1 } }, lastRefresh: { nil })
        let harness = try FeedHarness(runner: runner, feeds: Self.feeds, cannotStore: .diskFull)
        let presenter = harness.feeds()
        await presenter.onAppear()
        presenter.refresh(onlySelected: false)
        #expect(!harness.activity.isRunning)
        #expect(harness.router.notice?.text == "Not refreshed: the disk is full, nothing can be saved")
        #expect(harness.router.notice?.isError == true)
        await harness.activity.startIfStale()
        #expect(!harness.activity.start())
        await harness.activity.task?.value
        #expect(asked.withLock { $0 } == 0, "no feed was fetched")
        #expect(harness.activity.failures.isEmpty)
        #expect(harness.activity.statusText() == nil, "no \"N feeds failed\"")
    }

    /// `/` keeps the feeds whose title or address holds the text; Enter, `r` and the reload act
    /// on what is shown; Esc clears the filter, then goes back.
    @Test func theFilterKeepsFeedsByTitleOrAddress() async throws {
        let harness = try FeedHarness(feeds: Self.feeds)
        try await harness.fill("https://named.example.org/feed", count: 3)
        try await harness.fill("https://own.example.org/feed", count: 2)
        let presenter = harness.feeds()
        await presenter.onAppear()
        presenter.beginFilter()
        presenter.editFilter { $0.insert("NEVER") }
        #expect(presenter.shownFeeds.map(\.title) == ["https://never.example.org/feed"], "by address, any case")
        presenter.editFilter { $0.clear() }
        presenter.editFilter { $0.insert("own tit") }
        #expect(presenter.rows.map(\.title) == ["Own title"])
        #expect(presenter.totals.unread == 2 && presenter.totals.total == 2, "the totals of the feeds shown")
        await presenter.onReappear()
        #expect(presenter.selectedFeed?.title == "Own title", "a reload keeps the filter and the selection")
        presenter.openSelected()
        #expect(!presenter.isEditingFilter)
        #expect(harness.router.top == .feedItems(.feed("https://own.example.org/feed")))
        harness.router.pop()

        presenter.back()
        #expect(presenter.filter.isEmpty)
        #expect(presenter.rows.count == 3)
        #expect(presenter.selectedFeed?.title == "Own title", "the feed found stays selected")
        #expect(harness.router.top == .feeds, "the first Esc only clears the filter")
        presenter.back()
        #expect(harness.router.top == .explore)
    }
}
