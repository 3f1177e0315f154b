import AppComposition
import AppTestSupport
import DataAccess
import Domain
import DomainDoubles
import Presentation
import Testing

/// `t` on the Feeds screen: the auto-refresh on a sleeper the test fires, so the interval
/// passes at once, through the real loop.
@MainActor
@Suite("The auto-refresh through the application loop")
struct FeedAutoRefreshFlowTests {
    @Test func tTurnsTheAutoRefreshOnAndEachIntervalRefreshesEveryFeed() async {
        let sleeper = ManualSleeper(), fetcher = FeedRefreshFlowTests.scripted(), store = InMemoryAutoRefreshStore()
        var deps = AppDependencies.mockWithFeeds()
        let refresher = FeedRefresher(feedList: deps.feedList, cache: deps.feedCache, fetcher: fetcher, clock: deps.clock)
        deps.useFeeds(list: deps.feedList, cache: deps.feedCache, runner: .refreshing(with: refresher),
                      autoRefresh: store, autoRefreshMinutes: 30, sleeper: sleeper.sleeper)
        let app = await AppDriver(deps: deps, path: [.explore, .feeds])
        let screen = FlowRecorder(app, flow: "autoRefresh")
        #expect(app.text.contains("auto-refresh off · t"))

        await app.type("t")
        #expect(app.router.notice?.text == "Auto-refresh on: every feed every 30 min while aichats runs")
        #expect(app.text.contains("auto-refresh every 30 min · t"), "the key that turns it off too")
        #expect(await (try? store.isAutoRefreshOn()) == true, "kept for the next start")
        screen.expectScreen("on")
        #expect(fetcher.requests.isEmpty, "nothing until the interval passed")

        #expect(await sleeper.waitForSleep())
        sleeper.fire()
        #expect(await app.waitUntil(seconds: 120) { $0.contains("Feeds · 1 feed failed") })
        #expect(fetcher.requests.count == 6, "every listed feed")
        #expect(app.router.alert == nil)
        screen.expectScreen("refreshed")
        await app.press(.down, .down)
        #expect(app.text.contains("✗ World Report 世界 failed: timed out after 30 s"), "the selected feed's reason in full")
        screen.expectScreen("failed-feed-selected")

        await app.type("?")
        #expect(app.text.contains("Auto-refresh every 30 min while the app runs: turn off"))
        screen.expectScreen("help")
        await app.press(.escape)

        await app.type("t")
        #expect(app.router.notice?.text == "Auto-refresh off: R refreshes")
        #expect(app.text.contains("auto-refresh off · t"))
        #expect(deps.feedActivity.autoRefreshTask == nil)
        #expect(await (try? store.isAutoRefreshOn()) == false)
    }
}
