import AppComposition
import AppTestSupport
import DataAccess
import Domain
import DomainDoubles
import Foundation
import Presentation
import TerminalUI
import Testing

/// The refresh's status stays for the session on every screen: where it costs a screen's keys,
/// it goes (unless it reports failures), and with no feed in the list it never says "updated".
@MainActor
@Suite("The refresh status beside a screen's keys")
struct RefreshStatusFlowTests {
    /// The sample data with feeds wired to an empty feed list, on `clock`.
    static func noFeeds(clock: ManualClock) -> AppDependencies {
        var deps = AppDependencies.mock
        deps.clock = clock.provider
        let list = FakeFeedListStore(), cache = FakeFeedCache()
        let refresher = FeedRefresher(feedList: list, cache: cache, fetcher: ScriptedFeedFetcher(), clock: deps.clock)
        deps.useFeeds(list: list, cache: cache, runner: FeedRefreshRunner.refreshing(with: refresher))
        return deps
    }

    func statusBar(_ app: AppDriver) -> String { app.text.split(separator: "\n").last.map(String.init) ?? "" }

    @Test func aRefreshOfNoFeedsSaysSoAndGivesWayToTheKeys() async {
        let clock = ManualClock(FixtureCatalog.referenceDate)
        let app = await AppDriver(deps: Self.noFeeds(clock: clock), path: [.explore, .feeds], size: Size(width: 100, height: 30))
        await app.type("R")
        #expect(await app.waitUntil(seconds: 120) { $0.contains("no feeds to refresh") })
        #expect(!app.text.contains("updated"), "nothing was updated")

        await app.press(.escape, .char("3"), .enter)
        #expect(statusBar(app).contains("Men · no feeds to refresh"), "the refresh just ended: its status holds its place")
        clock.advance(by: FeedRefreshActivity.statusHoldsItsPlace)
        await app.press(.down)
        #expect(app.router.top == .category(.avatars(.man)))
        #expect(statusBar(app).contains("Enter open  e settings  n new avatar  / filter  Esc back  ? help  q quit"),
                "the status goes before a key: \(statusBar(app))")
        #expect(!statusBar(app).contains("no feeds to refresh"))

        await app.resize(to: Size(width: 140, height: 30))
        #expect(statusBar(app).contains("Explore › Men · no feeds to refresh"), "where there is room, it shows")

        await app.resize(to: Size(width: 80, height: 30))
        #expect(statusBar(app).contains("e settings") && !statusBar(app).contains("Esc back"),
                "\"Esc back\" is the first hint to go: \(statusBar(app))")
    }
}
