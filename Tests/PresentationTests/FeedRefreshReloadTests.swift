import Domain
import DomainDoubles
import Foundation
import Presentation
import Testing

/// The screens reload during a refresh at most once per interval, on a sleeper the test fires,
/// and always at its end.
@MainActor
@Suite("FeedRefreshActivity: reloads during a refresh")
struct FeedRefreshReloadTests {
    final class Owner {}

    static func step(_ done: Int, of total: Int, _ outcome: FeedRefreshResult.Outcome) -> FeedRefreshProgress {
        FeedRefreshProgress(done: done, total: total, latest: FeedRefreshResult(feed: "https://\(done).example.org/feed", outcome: outcome))
    }

    @Test func feedsDoneWithinOneIntervalReloadOnceAndALaterFeedAgain() async {
        let (gate, open) = AsyncStream<Void>.makeStream()
        let steps = [
            Self.step(1, of: 6, .updated(newItems: 2)), Self.step(2, of: 6, .updated(newItems: 7)),
            Self.step(3, of: 6, .failed(reason: "timed out")), Self.step(4, of: 6, .notModified),
            Self.step(5, of: 6, .updated(newItems: 1)), Self.step(6, of: 6, .notModified),
        ]
        let sleeper = ManualSleeper()
        let activity = FeedRefreshActivity(
            runner: FeedRefreshActivityTests.runner(steps, gate: gate), clock: .fixed(FeedRefreshActivityTests.now),
            sleeper: sleeper.sleeper)
        let owner = Owner()
        var reloads = 0
        activity.observe(owner) { reloads += 1 }
        activity.start()
        for done in 1...3 {
            open.yield()
            #expect(await eventually { activity.statusText() == "refreshing \(done)/6" })
        }
        #expect(await sleeper.waitForSleep())
        await settle()
        #expect(reloads == 0)
        #expect(sleeper.sleeping == 1, "three changes, one timer")
        sleeper.fire()
        #expect(await eventually { reloads == 1 }, "one reload shows the three")
        await settle()
        #expect(reloads == 1 && sleeper.sleeping == 0, "nothing new since: no timer")

        open.yield()
        #expect(await eventually { activity.statusText() == "refreshing 4/6" })
        await settle()
        #expect(sleeper.sleeping == 0, "a feed with nothing new changes no list")
        open.yield()
        #expect(await eventually { activity.statusText() == "refreshing 5/6" })
        #expect(await sleeper.waitForSleep(), "a feed after the interval sets the timer again")
        sleeper.fire()
        #expect(await eventually { reloads == 2 }, "and its reload comes while the refresh runs")
        open.yield()
        await activity.task?.value
        #expect(reloads == 3, "the end reloads once more")
        withExtendedLifetime(owner) {}
    }

    @Test func theEndReloadsAfterAReloadUnderWayNeverBesideIt() async {
        let (gate, open) = AsyncStream<Void>.makeStream()
        let (held, release) = AsyncStream<Void>.makeStream()
        let steps = [Self.step(1, of: 2, .updated(newItems: 2)), Self.step(2, of: 2, .updated(newItems: 3))]
        let sleeper = ManualSleeper()
        let activity = FeedRefreshActivity(
            runner: FeedRefreshActivityTests.runner(steps, gate: gate), clock: .fixed(FeedRefreshActivityTests.now),
            sleeper: sleeper.sleeper)
        let owner = Owner()
        var started = 0, ended = 0, atOnce = 0
        activity.observe(owner) {
            started += 1
            atOnce = max(atOnce, started - ended)
            if started == 1 { for await _ in held { break } }
            ended += 1
        }
        activity.start()
        open.yield()
        #expect(await sleeper.waitForSleep())
        sleeper.fire()
        #expect(await eventually { started == 1 }, "the first reload is held")
        open.yield()
        #expect(await eventually { activity.statusText() == "refreshing 2/2" }, "the last feed is done during it")
        await settle()
        #expect(started == 1, "the end's reload waits for the one under way")
        #expect(activity.isRunning, "and the status says updated only after it")
        release.yield()
        await activity.task?.value
        #expect(started == 2 && ended == 2, "then reads the final state")
        #expect(activity.statusText() == "updated 09:00")
        #expect(atOnce == 1)
        withExtendedLifetime(owner) {}
    }

    @Test func onlyTheScreenOnTopReloadsAndTheOneUnderItLoadsWhenItReappears() async throws {
        let harness = try FeedHarness(runner: FeedRefreshRunner(refresh: { _, report in
            await report(Self.step(1, of: 1, .updated(newItems: 3)))
        }, lastRefresh: { nil }))
        try await harness.fill(FeedHarness.tech, count: 5)
        let feeds = harness.feeds()
        await feeds.onAppear()
        harness.router.push(.feedItems(.all))
        let items = harness.items(.all)
        await items.onAppear()
        #expect(feeds.totals.total == 5 && items.count == 5)

        try await harness.fill(FeedHarness.tech, count: 3, prefix: "New", newest: 10)
        harness.activity.start()
        await harness.activity.task?.value
        #expect(items.count == 8, "the list on top shows the new items")
        #expect(feeds.totals.total == 5, "Feeds under it did not load for nothing")

        harness.router.pop()
        await feeds.onReappear()
        #expect(feeds.totals.total == 8)
    }
}
