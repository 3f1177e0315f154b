import Domain
import DomainDoubles
import Foundation
import Presentation
import Synchronization
import Testing

@MainActor
@Suite("FeedRefreshActivity: the background refresh and its status")
struct FeedRefreshActivityTests {
    static let now = Date(timeIntervalSince1970: 1_773_478_800)

    /// A runner that reports `steps` once `gate` yields, and the last refresh given.
    static func runner(_ steps: [FeedRefreshProgress], gate: AsyncStream<Void>? = nil, last: Date? = nil) -> FeedRefreshRunner {
        FeedRefreshRunner(
            refresh: { _, report in
                for step in steps {
                    if let gate { for await _ in gate { break } }
                    await report(step)
                }
            },
            lastRefresh: { last })
    }

    @Test func theStatusCountsFeedsThenSaysWhenAndWhatFailed() async {
        let (gate, open) = AsyncStream<Void>.makeStream()
        let steps = [
            FeedRefreshProgress(done: 0, total: 2),
            FeedRefreshProgress(done: 1, total: 2, latest: FeedRefreshResult(feed: "https://a.example.org/feed", outcome: .updated(newItems: 3))),
            FeedRefreshProgress(done: 2, total: 2, latest: FeedRefreshResult(feed: "https://b.example.org/rss", outcome: .failed(reason: "timed out"))),
        ]
        let sleeper = ManualSleeper()
        let activity = FeedRefreshActivity(runner: Self.runner(steps, gate: gate), clock: .fixed(Self.now), sleeper: sleeper.sleeper)
        #expect(activity.statusText() == nil)
        final class Owner {}
        let owner = Owner()
        var reloads = 0
        activity.observe(owner) { reloads += 1 }
        #expect(activity.start())
        #expect(activity.statusText() == "refreshing…")
        open.yield()
        #expect(await eventually { activity.statusText() == "refreshing 0/2" })
        open.yield()
        #expect(await eventually { activity.statusText() == "refreshing 1/2" }, "the counter follows every feed")
        #expect(await sleeper.waitForSleep())
        #expect(reloads == 0, "new items reload the lists once the reload interval passed")
        open.yield()
        await activity.task?.value
        #expect(activity.statusText() == "updated 09:00 · 1 feed failed (details on Feeds)")
        #expect(reloads == 1, "the end reloads them at once, showing the new items and the failure")
        #expect(sleeper.sleeping == 0, "the timer stops with the refresh")
        withExtendedLifetime(owner) {}
    }

    @Test func failuresAreCountedAndTheHintSaysWhereTheReasonsShow() async {
        let steps = [
            FeedRefreshProgress(done: 1, total: 3, latest: FeedRefreshResult(feed: "https://a.example.org/feed", outcome: .failed(reason: "timed out after 30 s"))),
            FeedRefreshProgress(done: 2, total: 3, latest: FeedRefreshResult(
                feed: "https://b.example.org/rss", outcome: .failed(reason: String(repeating: "long reason ", count: 20)))),
            FeedRefreshProgress(done: 3, total: 3, latest: FeedRefreshResult(feed: "https://c.example.org/atom", outcome: .updated(newItems: 1))),
        ]
        let activity = FeedRefreshActivity(runner: Self.runner(steps), clock: .fixed(Self.now))
        activity.start()
        await activity.task?.value
        #expect(activity.statusText(on: .explore) == "updated 09:00 · 2 feeds failed (f for details)")
        #expect(activity.statusText(on: .feeds) == "updated 09:00 · 2 feeds failed", "the Feeds screen shows the reasons")
        #expect(activity.statusText(on: .feedItems(.all)) == "updated 09:00 · 2 feeds failed (details on Feeds)")
        #expect(activity.failures["https://b.example.org/rss"]?.count == 240, "the reason is kept whole for the Feeds screen")
        #expect(activity.shortStatusText == "2 feeds failed")

        let again = FeedRefreshActivity(runner: Self.runner([steps[2]]), clock: .fixed(Self.now))
        again.start()
        await again.task?.value
        #expect(again.statusText(on: .explore) == "updated 09:00")
        #expect(again.shortStatusText == nil)
    }

    /// The cache deletes a busy feed's oldest items: the status says how many.
    @Test func theStatusSaysHowManyOldItemsTheRefreshRemoved() async {
        let steps = [
            FeedRefreshProgress(done: 1, total: 2, latest: FeedRefreshResult(
                feed: "https://a.example.org/feed", outcome: .updated(newItems: 300), removedItems: 299)),
            FeedRefreshProgress(done: 2, total: 2, latest: FeedRefreshResult(
                feed: "https://b.example.org/rss", outcome: .updated(newItems: 1), removedItems: 1)),
        ]
        let activity = FeedRefreshActivity(runner: Self.runner(steps), clock: .fixed(Self.now))
        activity.start()
        await activity.task?.value
        #expect(activity.statusText(on: .feeds) == "updated 09:00 · 300 old items removed")
        let again = FeedRefreshActivity(runner: Self.runner([steps[1]]), clock: .fixed(Self.now))
        again.start()
        await again.task?.value
        #expect(again.statusText(on: .feeds) == "updated 09:00 · 1 old item removed")
    }

    /// A feed removed from the list after it failed is not refreshed again: a refresh of every
    /// feed counts the failures afresh, a refresh of some feeds keeps the others' failures.
    @Test func aRefreshOfEveryFeedCountsTheFailuresAfresh() async {
        let calls = Mutex(0)
        let runner = FeedRefreshRunner(
            refresh: { _, report in
                let call = calls.withLock { $0 += 1; return $0 }
                let feed = call == 1 ? "https://gone.example.org/feed" : "https://a.example.org/feed"
                let outcome: FeedRefreshResult.Outcome = call == 1 ? .failed(reason: "timed out") : .updated(newItems: 0)
                await report(FeedRefreshProgress(done: 1, total: 1, latest: FeedRefreshResult(feed: feed, outcome: outcome)))
            },
            lastRefresh: { nil })
        let activity = FeedRefreshActivity(runner: runner, clock: .fixed(Self.now))
        activity.start()
        await activity.task?.value
        #expect(activity.failures.count == 1)
        activity.start(feeds: ["https://a.example.org/feed"])
        await activity.task?.value
        #expect(activity.failures.count == 1, "a refresh of one feed keeps the others' failures")
        activity.start()
        await activity.task?.value
        #expect(activity.failures.isEmpty)
        #expect(activity.statusText(on: .explore) == "updated 09:00")
    }

    @Test func atStartItRefreshesOnlyWhenTheLastRefreshIsOlderThanTheInterval() async {
        let fresh = FeedRefreshActivity(
            runner: Self.runner([], last: Self.now.addingTimeInterval(-59 * 60)), clock: .fixed(Self.now))
        await fresh.startIfStale()
        #expect(fresh.task == nil && fresh.lastUpdated == nil)

        let stale = FeedRefreshActivity(
            runner: Self.runner([], last: Self.now.addingTimeInterval(-60 * 60)), clock: .fixed(Self.now))
        await stale.startIfStale()
        await stale.task?.value
        #expect(stale.lastUpdated == Self.now)

        let never = FeedRefreshActivity(runner: Self.runner([]), clock: .fixed(Self.now), interval: 10)
        await never.startIfStale()
        await never.task?.value
        #expect(never.lastUpdated == Self.now, "a cache never refreshed is stale")
    }

    @Test func aListenerThatWentAwayIsForgotten() async {
        let activity = FeedRefreshActivity(runner: Self.runner([]), clock: .fixed(Self.now))
        var calls = 0
        do {
            final class Owner {}
            let owner = Owner()
            activity.observe(owner) { calls += 1 }
        }
        activity.start()
        await activity.task?.value
        #expect(calls == 0)
    }

    /// A plain "updated" holds its place beside the keys for a minute, then gives way to them; a
    /// refresh of an empty list says so instead; failures never give way.
    @Test func aPlainStatusGivesWayAMinuteAfterTheRefresh() async {
        let clock = ManualClock(Self.now)
        let empty = FeedRefreshActivity(runner: Self.runner([FeedRefreshProgress(done: 0, total: 0)]), clock: clock.provider)
        empty.start()
        await empty.task?.value
        #expect(empty.statusText(on: .feeds) == "no feeds to refresh")
        #expect(!empty.statusGivesWay)
        clock.advance(by: FeedRefreshActivity.statusHoldsItsPlace)
        #expect(empty.statusGivesWay)

        let failed = FeedRefreshActivity(runner: Self.runner([FeedRefreshProgress(
            done: 1, total: 1, latest: FeedRefreshResult(feed: "https://a.example.org/feed", outcome: .failed(reason: "timed out")))]),
            clock: clock.provider)
        failed.start()
        await failed.task?.value
        clock.advance(by: 3600)
        #expect(failed.statusText(on: .feeds) == "updated 09:01 · 1 feed failed")
        #expect(!failed.statusGivesWay)
    }
}
