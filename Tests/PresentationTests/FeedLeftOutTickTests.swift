import Domain
import DomainDoubles
import Foundation
import Presentation
import Synchronization
import Testing

/// Two aichats on one data folder with the auto-refresh on: the other one always fetches first,
/// so every tick of this one is left out. Its screens still show what the other stored (written
/// here straight into the shared cache, as another process writes it), when it stored anything.
@MainActor
@Suite("FeedRefreshActivity: a tick left out shows what another aichats stored")
struct FeedLeftOutTickTests {
    /// Refreshes nothing (and counts what it was asked), and tells from `harness`'s cache what
    /// every aichats on it fetched and stored, as the app's runner over `FeedRefresher` does.
    final class OtherFetchesFirst: Sendable {
        private let refreshes = Mutex(0)
        let refresher: FeedRefresher
        var count: Int { refreshes.withLock { $0 } }

        @MainActor init(_ harness: FeedHarness) {
            refresher = FeedRefresher(
                feedList: harness.list, cache: harness.cache, fetcher: ScriptedFeedFetcher(), clock: .fixed(FeedHarness.now))
        }

        var runner: FeedRefreshRunner {
            FeedRefreshRunner(
                refresh: { [self] _, _ in
                    refreshes.withLock { $0 += 1 }
                    return .refreshed
                },
                lastRefresh: { [refresher] in await refresher.lastRefreshOfEveryFeed() },
                waitForOtherRefresh: {},
                everyFeedFetched: { [refresher] in await refresher.everyFeedFetched(since: $0) },
                cacheMark: { [refresher] in await refresher.cacheMark() })
        }
    }

    final class Reloads { var count = 0 }

    @Test func aTickLeftOutReloadsTheScreensWhenTheCacheChangedAndOnlyThen() async throws {
        let harness = try FeedHarness(feeds: [(FeedHarness.tech, ["technology"])])
        try await harness.fill(FeedHarness.tech, count: 3, newest: 7 * 60)
        let other = OtherFetchesFirst(harness), sleeper = ManualSleeper(), reloads = Reloads()
        let activity = FeedRefreshActivity(
            runner: other.runner, clock: .fixed(FeedHarness.now), autoRefresh: FakeAutoRefreshStore(isOn: true),
            autoRefreshMinutes: 1, sleeper: sleeper.sleeper)
        let explore = harness.explore(activity: activity)
        await explore.onAppear()
        activity.observe(reloads) { reloads.count += 1 }
        explore.focus(.news)
        explore.editSelection { $0.move(by: 1) }
        #expect(explore.rows(for: .news).map(\.title) == ["Item 0", "Item 1", "Item 2"])

        #expect(await sleeper.waitForSleep())
        sleeper.fire()
        #expect(await sleeper.waitForSleep(), "the timer goes on")
        #expect(other.count == 0, "every feed fetched a moment ago: left out")
        #expect(reloads.count == 0, "nothing stored since the screens loaded: they are left alone")

        try await harness.fill(FeedHarness.tech, count: 1, prefix: "Breaking", newest: 0)
        sleeper.fire()
        #expect(await sleeper.waitForSleep())
        #expect(other.count == 0)
        #expect(reloads.count == 1, "the other stored an item: the screens load again")
        #expect(explore.rows(for: .news).map(\.title) == ["Breaking 0", "Item 0", "Item 1", "Item 2"])
        #expect(explore.selectedIndex(in: .news).map { explore.rows(for: .news)[$0].title } == "Item 1",
                "the selection stays on its item, as after a refresh of its own")

        sleeper.fire()
        #expect(await sleeper.waitForSleep())
        #expect(reloads.count == 1, "nothing stored since that reload")
        try await activity.setAutoRefresh(false)
    }
}
