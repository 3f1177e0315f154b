import AppComposition
import AppTestSupport
import DataAccess
import Domain
import DomainDoubles
import Foundation
import Presentation
import Testing

/// Explore's Latest news as refreshes (`f R Esc`) bring newer items: a selection never moved
/// shows the newest on the top row; one moved down stays on its item, and the box's title says
/// how many newer items are above it. A feed's items at the top follow the newest too.
@MainActor
@Suite("Latest news as newer items arrive")
struct LatestNewsFlowTests {
    /// Example Tech Daily answers `count` items "<wave> #0." … newest first, the newest `newest`
    /// seconds old; the other feeds have nothing new.
    static func answer(_ fetcher: ScriptedFeedFetcher, wave: String, count: Int, newest: TimeInterval) {
        let items = (0..<count).map { index in
            var item = FetchedItem()
            item.guid = "\(wave)-\(index)"
            item.title = "\(wave) #\(index)."
            item.published = FixtureCatalog.referenceDate.addingTimeInterval(-newest - Double(index) * 60)
            return item
        }
        fetcher.answer(FixtureFeeds.tech, with: .fetched(
            FetchedFeed(title: "Example Tech Daily", siteLink: "https://news.example.org", items: items), FeedValidators()))
    }

    static func fetcher() -> ScriptedFeedFetcher {
        let fetcher = ScriptedFeedFetcher()
        for feed in [FixtureFeeds.notes, FixtureFeeds.members, FixtureFeeds.science, FixtureFeeds.hidden, FixtureFeeds.world] {
            fetcher.answer(feed, with: .notModified)
        }
        return fetcher
    }

    /// Refreshes every feed from Explore as a user does, and waits for `title` to show.
    private func refresh(_ app: AppDriver, until title: String) async {
        await app.type("f")
        await app.type("R")
        await app.press(.escape)
        #expect(await app.waitUntil(seconds: 120) { $0.contains(title) && !$0.contains("refreshing") })
    }

    @Test func aSelectionNeverMovedShowsTheNewestAndOneMovedDownKeepsItsItem() async {
        let fetcher = Self.fetcher()
        let app = await AppDriver(deps: FeedRefreshFlowTests.deps(fetcher), path: [.explore])
        let screen = FlowRecorder(app, flow: "latestNews")

        Self.answer(fetcher, wave: "Wave one", count: 12, newest: 600)
        await refresh(app, until: "Wave one #0.")
        let first = app.text
        #expect(first.contains("▸ • HOT Wave one #0."), "the newest, selected on the top row")
        #expect(first.contains("5 Latest news (22) ─"), "all in sight: no sign")
        screen.expectScreen("never-moved")

        await app.type("5")
        for _ in 0..<11 { await app.press(.down) }
        #expect(app.text.contains("▸ • HOT Wave one #11."))
        #expect(app.text.contains("5 Latest news (22) ↑ 2 newer"), "scrolled by the user")

        Self.answer(fetcher, wave: "Wave two", count: 5, newest: 30)
        await refresh(app, until: "5 Latest news (27)")
        let second = app.text
        #expect(second.contains("▸ • HOT Wave one #11."), "the selection stays on its item")
        #expect(second.contains("5 Latest news (27) ↑ 7 newer"), "the newer items above are counted")
        screen.expectScreen("moved-down")

        for _ in 0..<16 { await app.press(.up) }
        Self.answer(fetcher, wave: "Wave three", count: 1, newest: 5)
        await refresh(app, until: "Wave three #0.")
        #expect(app.text.contains("▸ • HOT Wave three #0."), "moved back to the top: the newest again")
        #expect(app.text.contains("5 Latest news (28) ─"))
    }

    @Test func aFeedsItemsAtTheTopFollowTheNewest() async {
        let fetcher = Self.fetcher()
        let app = await AppDriver(deps: FeedRefreshFlowTests.deps(fetcher), path: [.explore, .feedItems(.feed(FixtureFeeds.tech))])
        let top = app.text.split(separator: "\n").first { $0.contains("▸") }.map(String.init) ?? ""
        #expect(!top.isEmpty)

        Self.answer(fetcher, wave: "Wave one", count: 3, newest: 600)
        await app.type("R")
        #expect(await app.waitUntil(seconds: 120) { $0.contains("Wave one #0.") && !$0.contains("refreshing") })
        let selected = app.text.split(separator: "\n").first { $0.contains("▸") }.map(String.init) ?? ""
        #expect(selected.contains("Wave one #0."), "the newest, as in a mail reader")
    }
}
