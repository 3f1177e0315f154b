import AppComposition
import DataAccess
import Domain
import DomainDoubles
import Foundation
import Presentation
import TestSupport
import Testing

/// Two aichats on one data folder (two windows, or the app and `aichats refresh` from cron):
/// each has its own refresher and refresh lock on the folder, as two processes do, over one
/// shared cache (the database they share; in memory here, so that a loaded machine's niced
/// database threads set no pace). A feed is never fetched by both at once.
@MainActor
@Suite("Two aichats on one data folder: the refresh", .timeLimit(.minutes(1)))
struct TwoAichatsRefreshTests {
    static let feeds = ["https://one.example/feed", "https://two.example/feed"]
    nonisolated static let start = Date(timeIntervalSince1970: 1_773_478_800)

    let folder: TemporaryFolder
    let fetcher = GatedFeedFetcher()
    let clock = ManualClock(start)
    let cache = FakeFeedCache()

    init() throws {
        folder = try TemporaryFolder()
        for feed in Self.feeds { fetcher.base.answer(feed, with: .notModified) }
    }

    /// One aichats' refresh over the shared folder; its auto-refresh choice in `autoRefresh`.
    func aichats(autoRefresh: (any AutoRefreshStore)? = nil, sleeper: ManualSleeper = ManualSleeper()) throws -> FeedRefreshActivity {
        let list = FakeFeedListStore(FeedList(feeds: try Self.feeds.map { FeedSubscription(address: try FeedAddress($0)) }))
        let refresher = FeedRefresher(
            feedList: list, cache: cache, fetcher: fetcher, clock: clock.provider,
            lock: FileFeedRefreshLock(folder: folder.url, pollInterval: .milliseconds(10)))
        return FeedRefreshActivity(
            runner: .refreshing(with: refresher), clock: clock.provider, autoRefresh: autoRefresh,
            autoRefreshMinutes: 60, sleeper: sleeper.sleeper)
    }

    /// `R` in the second while the first refreshes: nothing fetched twice; it says another aichats
    /// is refreshing, and when that one ends its screens load what it stored.
    @Test func aRefreshAskedForWaitsForTheOtherAndShowsItsResults() async throws {
        let first = try aichats(), second = try aichats()
        var reloads = 0
        second.observe(folder) { reloads += 1 }
        first.start()
        #expect(await Self.eventually { fetcher.started == 2 })
        second.start()
        #expect(await Self.eventually { second.statusText() == "another aichats is refreshing the feeds…" })
        #expect(second.lastUpdated == nil)
        fetcher.open()
        await first.task?.value
        await second.task?.value
        #expect(fetcher.started == 2, "each feed fetched once, by the first")
        #expect(reloads == 1, "the second's screens load what the first stored")
        #expect(second.statusText() == "updated 09:00")
        #expect(!second.isRunning)
    }

    /// An auto-refresh (or the one at start) while another aichats refreshes is left out, quietly.
    @Test func anAutoRefreshWhileTheOtherRefreshesIsLeftOutQuietly() async throws {
        let first = try aichats(), second = try aichats()
        first.start()
        #expect(await Self.eventually { fetcher.started == 2 })
        #expect(second.start(quietWhenBusy: true))
        await second.task?.value
        #expect(second.statusText() == nil && second.lastUpdated == nil && !second.isRunning)
        fetcher.open()
        await first.task?.value
        #expect(fetcher.started == 2)
    }

    /// Both with the auto-refresh on: a tick that finds every feed fetched by the other less than
    /// half the period ago is left out; one later than that refreshes.
    @Test func aTickAfterTheOthersRefreshIsLeftOut() async throws {
        fetcher.open()
        let first = try aichats()
        let sleeper = ManualSleeper()
        let second = try aichats(autoRefresh: InMemoryAutoRefreshStore(isOn: true), sleeper: sleeper)
        first.start()
        await first.task?.value
        #expect(fetcher.started == 2)

        await second.restoreAutoRefresh()
        clock.advance(by: 20 * 60)
        #expect(await sleeper.waitForSleep())
        sleeper.fire()
        #expect(await sleeper.waitForSleep(), "the timer goes on")
        #expect(second.task == nil && fetcher.started == 2, "fetched 20 minutes ago by the other: left out")

        clock.advance(by: 20 * 60)
        sleeper.fire()
        #expect(await Self.eventually { fetcher.started == 4 }, "40 minutes ago: more than half the hour")
        await second.task?.value
        try await second.setAutoRefresh(false)
    }

    /// Both with the auto-refresh on, the first always fetching first: every tick of the second is
    /// left out, and one that finds the cache changed since the second's screens loaded (the first
    /// stored an item) loads them again; one that finds it as they loaded it leaves them alone.
    @Test func aTickLeftOutShowsWhatTheOtherStored() async throws {
        fetcher.open()
        let first = try aichats()
        let sleeper = ManualSleeper()
        let second = try aichats(autoRefresh: InMemoryAutoRefreshStore(isOn: true), sleeper: sleeper)
        var reloads = 0
        second.observe(folder) { reloads += 1 }
        first.start()
        await first.task?.value
        await second.startIfStale()
        #expect(second.task == nil, "fetched a moment ago by the first: nothing at start")

        #expect(await sleeper.waitForSleep())
        clock.advance(by: 60)
        sleeper.fire()
        #expect(await sleeper.waitForSleep())
        #expect(reloads == 0 && fetcher.started == 2, "left out; nothing stored since the screens loaded")

        var item = FetchedItem()
        (item.guid, item.title, item.published) = ("breaking", "Breaking", clock.provider.now())
        fetcher.base.answer(Self.feeds[0], with: .fetched(FetchedFeed(title: "One", siteLink: "", items: [item]), FeedValidators()))
        first.start()
        await first.task?.value
        sleeper.fire()
        #expect(await sleeper.waitForSleep())
        #expect(fetcher.started == 4, "the second fetched nothing")
        #expect(reloads == 1, "the second's screens load what the first stored")
        #expect(cache.newestItemID() == 1)

        sleeper.fire()
        #expect(await sleeper.waitForSleep())
        #expect(reloads == 1, "nothing stored since")
        try await second.setAutoRefresh(false)
    }

    /// A tick that comes while the other refreshes is left out too, and its screens load what the
    /// other stored so far: two windows whose timers keep in step never leave one of them stale.
    @Test func aTickWhileTheOtherRefreshesShowsWhatItStoredSoFar() async throws {
        let first = try aichats(), second = try aichats()
        var reloads = 0
        second.observe(folder) { reloads += 1 }
        first.start()
        #expect(await Self.eventually { fetcher.started == 2 })
        #expect(second.start(quietWhenBusy: true))
        await second.task?.value
        #expect(reloads == 1, "what the cache held, which the second had not read")
        #expect(second.start(quietWhenBusy: true))
        await second.task?.value
        #expect(reloads == 1, "nothing stored since")

        var item = FetchedItem()
        (item.guid, item.title) = ("stored", "Stored while the first refreshes")
        try cache.store(FetchedFeed(title: "One", siteLink: "", items: [item]), feed: Self.feeds[0],
                        validators: FeedValidators(), at: clock.provider.now())
        #expect(second.start(quietWhenBusy: true))
        await second.task?.value
        #expect(reloads == 2, "the first stored a feed")
        #expect(second.statusText() == nil && !second.isRunning, "quietly")
        fetcher.open()
        await first.task?.value
    }

    static func eventually(_ condition: () -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + .seconds(20)
        while ContinuousClock.now < deadline {
            if condition() { return true }
            try? await Task.sleep(for: .milliseconds(2))
        }
        return condition()
    }
}
