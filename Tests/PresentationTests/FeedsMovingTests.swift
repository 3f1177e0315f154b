import Domain
import DomainDoubles
import Foundation
import Presentation
import Synchronization
import Testing

/// A feed that moved for good on the Feeds screen: its mark, what the screen says of it, and `M`.
@MainActor
@Suite("FeedsPresenter: a feed that moved, and one that keeps failing")
struct FeedsMovingTests {
    nonisolated static let new = "https://new.example/feed.xml"

    func movedHarness(runner: FeedRefreshRunner = .none) async throws -> FeedHarness {
        let harness = try FeedHarness(runner: runner)
        try await harness.fill(FeedHarness.tech, count: 2)
        try harness.cache.base.setRead([harness.cache.base.allItems[0].id], true)
        try harness.cache.base.recordMove(feed: FeedHarness.tech, to: Self.new, at: FeedHarness.now)
        return harness
    }

    @Test func aMovedFeedIsMarkedAndSaysWhereItWentAndWhichKeyFollowsIt() async throws {
        let presenter = try await movedHarness().feeds()
        await presenter.onAppear()
        let feed = try #require(presenter.selectedFeed)
        #expect(presenter.rows.first?.badges == [.unread, .moved])
        #expect(presenter.rows.first?.subtitle == "moved to https://new.example/feed.xml")
        #expect(FeedFetchNote.text(for: feed, now: FeedHarness.now)
            == "Moved to https://new.example/feed.xml (a permanent redirect): M puts the new address in your feed list")
        #expect(presenter.selectedFeedMoved)
    }

    @Test func mPutsTheNewAddressInTheListWithItsItemsReadAsBeforeAndFetchesIt() async throws {
        let fetched = Mutex<[[String]?]>([])
        let runner = FeedRefreshRunner(refresh: { feeds, report in
            fetched.withLock { $0.append(feeds) }
            // The old address answers 410 Gone.
            if feeds == nil {
                await report(FeedRefreshProgress(done: 1, total: 1, latest: FeedRefreshResult(
                    feed: FeedHarness.tech, outcome: .failed(reason: "the server answered 410 Gone"), movedTo: Self.new)))
            }
        }, lastRefresh: { nil })
        let harness = try await movedHarness(runner: runner)
        let presenter = harness.feeds()
        await presenter.onAppear()
        presenter.refresh(onlySelected: false)
        await harness.activity.task?.value
        #expect(harness.activity.failures.keys.sorted() == [FeedHarness.tech])
        await presenter.moveSelectedFeed()
        #expect(harness.router.notice?.text == "The feed list now names https://new.example/feed.xml; its items came along")
        #expect(harness.list.list().feeds.map(\.address.text) == [Self.new, FeedHarness.club])
        let moved = try #require(presenter.selectedFeed)
        #expect(moved.id == Self.new && moved.title == "Tech 技術" && moved.subscription.tags == ["technology"])
        #expect((moved.unreadCount, moved.totalCount) == (1, 2))
        #expect(moved.movedTo == nil && !presenter.selectedFeedMoved)
        await harness.activity.task?.value
        #expect(fetched.withLock { $0 } == [nil, [Self.new]], "the new address is fetched at once")
        #expect(harness.activity.failures.isEmpty, "the old address's failure no longer counts")
    }

    @Test func mOnAFeedThatDidNotMoveOrAListThatRefusesSaysWhy() async throws {
        let harness = try await movedHarness()
        let presenter = harness.feeds()
        await presenter.onAppear()
        harness.list.refuseChanges(.unwritable(path: "/u/urls", reason: "Permission denied"))
        await presenter.moveSelectedFeed()
        #expect(harness.router.notice?.text == "Could not change the feed's address: could not write /u/urls (it is unchanged): Permission denied")
        #expect(harness.list.list().feeds.map(\.address.text) == [FeedHarness.tech, FeedHarness.club])
        presenter.editSelection { $0.select(1) }
        await presenter.moveSelectedFeed()
        #expect(harness.router.notice?.text
            == "https://club.example.org/feed has not moved: M is for a feed whose server answers with a permanent redirect")
    }

    @Test func aLoginLeftBehindIsSaid() async throws {
        let secret = "https://ada:s3cret@tech.example.org/feed"
        let harness = try FeedHarness(feeds: [(secret, [])])
        try harness.cache.base.recordMove(feed: secret, to: Self.new, at: FeedHarness.now)
        let presenter = harness.feeds()
        await presenter.onAppear()
        await presenter.moveSelectedFeed()
        #expect(harness.router.notice?.text == "The feed list now names \(Self.new); its items came along. Its login was not "
            + "carried over to another host: add it to the address with E if the new one needs it")
        #expect(harness.list.list().feeds.map(\.address.text) == [Self.new])
    }

    @Test func aFailingFeedSaysSinceWhenAndHowManyFetchesAfterTheSecond() async throws {
        let harness = try FeedHarness()
        let utc = try #require(TimeZone(identifier: "UTC"))
        let since = FeedHarness.now.addingTimeInterval(-3600)
        try harness.cache.base.recordFailure(feed: FeedHarness.tech, reason: "the server answered 503 Service Unavailable", at: since)
        let presenter = harness.feeds()
        await presenter.onAppear()
        let once = try #require(presenter.selectedFeed)
        #expect(FeedFetchNote.text(for: once, now: FeedHarness.now, timeZone: utc)
            == "Tech 技術 failed: the server answered 503 Service Unavailable")
        for _ in 0..<13 {
            try harness.cache.base.recordFailure(feed: FeedHarness.tech, reason: "the server answered 503 Service Unavailable",
                                                 at: FeedHarness.now)
        }
        try harness.cache.base.recordMove(feed: FeedHarness.tech, to: Self.new, at: since)
        await presenter.onReappear()
        let often = try #require(presenter.selectedFeed)
        #expect(FeedFetchNote.text(for: often, now: FeedHarness.now, timeZone: utc)
            == "Failing since 08:00 (14 fetches): the server answered 503 Service Unavailable. "
            + "It had moved to https://new.example/feed.xml: M puts the new address in your feed list")
        #expect(FeedFetchNote.text(for: often, now: FeedHarness.now.addingTimeInterval(86_400), timeZone: utc)?
            .hasPrefix("Failing since yesterday (14 fetches)") == true, "a date when it began on another day")
    }
}
