import AppComposition
import AppTestSupport
import DataAccess
import Domain
import DomainDoubles
import Foundation
import Presentation
import TerminalUI
import Testing

/// A fetcher that holds one feed's fetch until `release()`, to see a refresh while it runs.
final class HeldFeedFetcher: FeedFetcher {
    let base: ScriptedFeedFetcher
    let held: String
    private let gate: AsyncStream<Void>
    private let opener: AsyncStream<Void>.Continuation

    init(_ base: ScriptedFeedFetcher, holding feed: String) {
        self.base = base
        self.held = feed
        (gate, opener) = AsyncStream.makeStream()
    }

    func release() { opener.yield() }

    func fetch(_ address: FeedAddress, validators: FeedValidators) async -> FeedFetchResult {
        if address.text == held { for await _ in gate { break } }
        return await base.fetch(address, validators: validators)
    }
}

/// A refresh in the background: the status bar counts the feeds, keys keep working, new items
/// appear above the selection without moving it, a failed feed says why without a dialog.
/// The waits are long because the refresh runs on the shared cooperative pool, which the rest of
/// the suite keeps busy on a small machine; a wait that holds returns at once.
@MainActor
@Suite("Refreshing feeds through the application loop")
struct FeedRefreshFlowTests {
    /// The sample feeds, refreshed through `fetcher`, with the refresh at start after `interval`.
    static func deps(_ fetcher: any FeedFetcher, interval: TimeInterval = 3600) -> AppDependencies {
        var deps = AppDependencies.mockWithFeeds()
        let refresher = FeedRefresher(feedList: deps.feedList, cache: deps.feedCache, fetcher: fetcher, clock: deps.clock)
        deps.useFeeds(list: deps.feedList, cache: deps.feedCache, runner: .refreshing(with: refresher),
                      interval: interval)
        return deps
    }

    static func scripted() -> ScriptedFeedFetcher {
        var fresh = FetchedItem()
        fresh.guid = "fresh-1"
        fresh.title = "Breaking: 新しい記事 ✨"
        fresh.published = FixtureCatalog.referenceDate.addingTimeInterval(-60)
        fresh.summaryText = "Just in."
        let fetcher = ScriptedFeedFetcher()
        for feed in [FixtureFeeds.notes, FixtureFeeds.members, FixtureFeeds.science, FixtureFeeds.hidden] {
            fetcher.answer(feed, with: .notModified)
        }
        fetcher.answer(FixtureFeeds.world, with: .failed(reason: "timed out after 30 s", retryAfter: nil))
        fetcher.answer(FixtureFeeds.tech, with: .fetched(
            FetchedFeed(title: "Example Tech Daily", siteLink: "https://news.example.org", items: [fresh]), FeedValidators()))
        return fetcher
    }

    @Test func newItemsArriveAboveTheSelectionWhileKeysWork() async {
        let fetcher = HeldFeedFetcher(Self.scripted(), holding: FixtureFeeds.tech)
        let app = await AppDriver(deps: Self.deps(fetcher), path: [.explore, .feedItems(.feed(FixtureFeeds.tech))])
        let screen = FlowRecorder(app, flow: "feedRefresh")
        await app.press(.down, .down, .down)
        #expect(selectedLine(app).contains("Open-source editor"))

        await app.type("R")
        #expect(await app.waitUntil(seconds: 120) { $0.contains("refreshing 5/6") })
        await app.press(.up)
        #expect(selectedLine(app).contains("Why line breaking"), "keys work while the refresh runs")
        await app.press(.down)
        screen.expectScreen("refreshing")

        fetcher.release()
        // At 80 columns the status gives way to the keys: its short form.
        #expect(await app.waitUntil(seconds: 120) { $0.contains("1 feed failed") })
        #expect(app.text.contains("Breaking: 新しい記事 ✨"))
        #expect(selectedLine(app).contains("Open-source editor"), "the selection stays on its item")
        #expect(app.text.contains("4 unread of 6"))
        #expect(app.router.alert == nil, "a failed feed is never a dialog")
        screen.expectScreen("updated")

        await app.press(.escape)
        await app.type("f")
        #expect(await app.waitUntil(seconds: 120) { $0.contains("failed: timed out after 30 s") })
        screen.expectScreen("feeds-with-failure")
    }

    @Test func aStaleCacheRefreshesAtStart() async {
        let fetcher = Self.scripted()
        let app = await AppDriver(deps: Self.deps(fetcher, interval: 600), path: [.explore])
        #expect(await app.waitUntil(seconds: 120) { $0.contains("1 feed failed") })
        #expect(fetcher.requests.count == 6, "every listed feed, the hidden one too")
        #expect(app.text.contains("Explore · 1 feed failed "), "one line, never a dialog; short beside the keys")
        #expect(app.text.contains("↑↓ move  Tab section  Enter open  c chats  ? help"))
        await app.resize(to: Size(width: 140, height: 30))
        #expect(app.text.contains("Explore · updated 09:00 · 1 feed failed (f for details)"), "whole where there is room")
        #expect(app.router.alert == nil)
        #expect(app.text.contains("Breaking: 新しい記事"), "Explore's latest news show the new item")
        await app.resize(to: Size(width: 80, height: 24))
        await app.press(.char("1"), .enter)
        let bar = app.text.split(separator: "\n").last.map(String.init) ?? ""
        #expect(bar.contains("1 feed failed") && bar.contains("Enter send") && bar.contains("Esc back"), "Chat keeps its keys")
    }

    @Test func exploresLatestNewsKeepTheSelectedItemWhenARefreshAddsAbove() async {
        let fetcher = HeldFeedFetcher(Self.scripted(), holding: FixtureFeeds.tech)
        let app = await AppDriver(deps: Self.deps(fetcher, interval: 600), path: [.explore])
        #expect(await app.waitUntil(seconds: 120) { $0.contains("refreshing 5/6") }, "a stale cache refreshes at start")
        await app.press(.char("5"), .down, .down)
        #expect(app.text.contains("▸ • HOT 東京"))
        fetcher.release()
        #expect(await app.waitUntil(seconds: 120) { $0.contains("1 feed failed") })
        #expect(app.text.contains("Breaking: 新しい記事"))
        #expect(app.text.contains("▸ • HOT 東京"), "the selection stays on its item")
    }

    @Test func aFreshCacheDoesNotRefreshAtStart() async {
        let fetcher = Self.scripted()
        let app = await AppDriver(deps: Self.deps(fetcher), path: [.explore])
        await app.press(.tab)
        #expect(fetcher.requests.isEmpty)
        #expect(!app.text.contains("updated"))
    }

    func selectedLine(_ app: AppDriver) -> String {
        app.text.split(separator: "\n").first { $0.contains("▸") }.map(String.init) ?? ""
    }
}
