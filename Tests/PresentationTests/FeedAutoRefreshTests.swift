import Domain
import DomainDoubles
import Foundation
import Presentation
import Synchronization
import Testing

/// The auto-refresh: a timer on a sleeper the test fires, so an hour passes at once.
@MainActor
@Suite("FeedRefreshActivity: the auto-refresh")
struct FeedAutoRefreshTests {
    nonisolated static let now = Date(timeIntervalSince1970: 1_773_478_800)

    /// A runner that counts its refreshes and says the last one was just now (so nothing is stale).
    final class CountingRunner: Sendable {
        private let refreshes = Mutex(0)
        var count: Int { refreshes.withLock { $0 } }
        var runner: FeedRefreshRunner {
            FeedRefreshRunner(refresh: { [self] _, _ in refreshes.withLock { $0 += 1 } },
                              lastRefresh: { FeedAutoRefreshTests.now })
        }
    }

    @Test func onTheTimerRefreshesEveryIntervalAndOffStopsIt() async throws {
        let sleeper = ManualSleeper(), store = FakeAutoRefreshStore(), counting = CountingRunner()
        let activity = FeedRefreshActivity(
            runner: counting.runner, clock: .fixed(Self.now), autoRefresh: store, autoRefreshMinutes: 15,
            sleeper: sleeper.sleeper)
        await activity.startIfStale()
        #expect(!activity.isAutoRefreshOn && sleeper.sleeping == 0, "off until the user turns it on")

        try await activity.setAutoRefresh(true)
        #expect(try await store.isAutoRefreshOn(), "the choice is kept")
        for round in 1...2 {
            #expect(await sleeper.waitForSleep())
            sleeper.fire()
            #expect(await eventually(seconds: 20) { counting.count == round }, "a refresh of every feed each interval")
            await activity.task?.value
        }
        #expect(activity.lastUpdated == Self.now)

        try await activity.setAutoRefresh(false)
        #expect(activity.autoRefreshTask == nil)
        #expect(await eventually(seconds: 20) { sleeper.sleeping == 0 }, "the timer stops")
        #expect(try await store.isAutoRefreshOn() == false)
    }

    @Test func aChoiceKeptFromAnEarlierSessionStartsTheTimerAtStart() async {
        let sleeper = ManualSleeper(), counting = CountingRunner()
        let activity = FeedRefreshActivity(
            runner: counting.runner, clock: .fixed(Self.now), autoRefresh: FakeAutoRefreshStore(isOn: true),
            sleeper: sleeper.sleeper)
        await activity.startIfStale()
        #expect(activity.isAutoRefreshOn)
        #expect(activity.autoRefreshMinutes == 60)
        #expect(counting.count == 0, "the cache is fresh: nothing at start")
        #expect(await sleeper.waitForSleep())
        sleeper.fire()
        #expect(await eventually(seconds: 20) { counting.count == 1 })
        try? await activity.setAutoRefresh(false)
    }

    @Test func aChoiceThatCannotBeKeptChangesNothing() async throws {
        struct BrokenStore: AutoRefreshStore {
            func isAutoRefreshOn() async throws -> Bool { false }
            func setAutoRefresh(_ isOn: Bool) async throws { throw DomainError.unavailable("the database is locked") }
        }
        let harness = try FeedHarness()
        let activity = FeedRefreshActivity(runner: .none, clock: .fixed(Self.now), autoRefresh: BrokenStore(),
                                           sleeper: ManualSleeper().sleeper)
        let feeds = FeedsPresenter(interactor: harness.interactor, activity: activity, router: harness.router, clock: .fixed(Self.now))
        await feeds.toggleAutoRefresh()
        #expect(!activity.isAutoRefreshOn && activity.autoRefreshTask == nil)
        #expect(harness.router.notice?.isError == true)
        #expect(harness.router.notice?.text.contains("the database is locked") == true)
    }
}
