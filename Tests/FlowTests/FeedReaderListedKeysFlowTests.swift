@testable import AppComposition
import AppTestSupport
import DataAccess
import Domain
import DomainDoubles
@testable import Presentation
import TerminalUI
import Testing

/// The feed reader lists `l` (links) and `o` (the page) only for an item that has them; pressed
/// anyway, they say why they do nothing.
@MainActor
@Suite("Feed reader: l and o listed only when they can act")
struct FeedReaderListedKeysFlowTests {
    @Test func anItemWithoutLinksOrPageListsNeitherKey() async throws {
        let app = try await FeedItemReader.open(guid: "bare", title: "No links at all", summary: "Plain text, nothing to follow.")
        await app.resize(to: Size(width: 160, height: 30))
        let bar = app.screen.textLines().last ?? ""
        #expect(!bar.contains("l links") && !bar.contains("o open page"), "\(bar)")
        let keys = ListedKeysFlowTests(), rows = await keys.helpRows(app)
        #expect(!keys.lists(rows, "l"), "help lists l: \(rows)")
        #expect(!keys.lists(rows, "o"), "help lists o: \(rows)")
        await app.type("l")
        #expect(app.router.notice == Notice("This article has no links"))
        await app.type("o")
        #expect(app.router.notice == Notice("This article has no link"))
    }

    @Test func anItemWithLinksAndAPageListsBoth() async throws {
        let app = try await FeedItemReader.open(guid: "linked", title: "Linked", summary: "See this[1].") { item in
            item.link = "https://example.org/page"
            item.links = ["https://example.org/1"]
        }
        await app.resize(to: Size(width: 160, height: 30))
        let bar = app.screen.textLines().last ?? ""
        #expect(bar.contains("l links") && bar.contains("o open page"), "\(bar)")
        let keys = ListedKeysFlowTests(), rows = await keys.helpRows(app)
        #expect(keys.lists(rows, "l", "Links: the article's page and its links, to open one"))
        #expect(keys.lists(rows, "o", "Open the article's page in the browser"))
    }
}

/// `J` and `K` walk the list the item was opened from: on its last item `J`, on its first `K`
/// cannot act, and help leaves them out there (as the sample reader's `p` on its first article).
@MainActor
@Suite("Feed reader: J and K listed only when there is an item to go to")
struct FeedReaderWalkKeysFlowTests {
    @Test func theFirstItemListsNoKAndTheLastNoJ() async throws {
        let deps = AppDependencies.mockWithFeeds()
        let ids = try await deps.feedCache.items(FeedItemQuery(feeds: [FixtureFeeds.tech])).map(\.id)
        try #require(ids.count >= 2)
        let keys = ListedKeysFlowTests()
        func reader(_ index: Int) async -> AppDriver {
            await AppDriver(deps: deps, path: [.explore, .feedArticle(
                id: ids[index], place: FeedItemPlace(scope: .feed(FixtureFeeds.tech), index: index))], size: Size(width: 100, height: 60))
        }
        let first = await reader(0)
        var rows = await keys.helpRows(first)
        #expect(keys.lists(rows, "J", "Next item of the list"))
        #expect(!keys.lists(rows, "K"), "help lists K on the first item: \(rows)")
        await first.type("K")
        #expect(first.router.notice == Notice("This is the first item"))
        let last = await reader(ids.count - 1)
        rows = await keys.helpRows(last)
        #expect(!keys.lists(rows, "J"), "help lists J on the last item: \(rows)")
        #expect(keys.lists(rows, "K", "Previous item of the list"))
    }
}
