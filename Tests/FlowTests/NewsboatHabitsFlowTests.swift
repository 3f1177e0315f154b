import AppComposition
import AppTestSupport
import DataAccess
import Domain
import DomainDoubles
import Presentation
import TerminalUI
import Testing

/// newsboat's keys that aichats binds elsewhere (`u` is `l`, Ctrl-B is `b`, `J` `K` `p` walk the
/// reader) say, pressed where they do not act, which key does it here; help does not list them,
/// and where letters type they type.
@MainActor
@Suite("newsboat keys pressed where they do not act")
struct NewsboatHabitsFlowTests {
    static let listHabits: [(Key, String)] = [
        (.char("J"), "J and K walk items in the reader; here, j k or ↓ ↑"),
        (.char("K"), "J and K walk items in the reader; here, j k or ↓ ↑"),
        (.char("p"), "p goes to the previous unread item in the reader; here, k or ↑"),
        (.ctrl("b"), "Ctrl-B: b bookmarks here"),
    ]

    @Test("in a feed's, a tag's and every feed's item list", arguments: [
        FeedItemScope.feed(FixtureFeeds.tech), .tag("technology"), .all,
    ])
    func anItemListSaysWhereItsReaderKeysAct(_ scope: FeedItemScope) async {
        let app = await AppDriver(deps: .mockWithFeeds(), path: [.explore, .feedItems(scope)], size: Size(width: 100, height: 60))
        let list: (AppDriver) -> [String] = { Array($0.screen.textLines().dropLast()) }
        let before = list(app)
        for (key, notice) in Self.listHabits {
            await app.press(key)
            #expect(app.router.notice == Notice(notice), "\(key)")
            #expect(app.router.top == .feedItems(scope))
            #expect(list(app) == before, "the list and its selection stay as they were")
        }
        let keys = ListedKeysFlowTests(), rows = await keys.helpRows(app)
        for key in ["J", "K", "p", "Ctrl-B"] { #expect(!keys.lists(rows, key), "help lists \(key): \(rows)") }
    }

    @Test func theListsSearchTypesTheseLetters() async {
        let app = await AppDriver(deps: .mockWithFeeds(), path: [.explore, .feedItems(.feed(FixtureFeeds.tech))])
        await app.type("/")
        await app.type("JKp")
        #expect(app.router.notice == nil)
        #expect(app.text.contains("JKp"), "\(app.text)")
    }

    @Test func theReaderSaysWhereLinksAndBookmarksAre() async throws {
        let app = try await FeedItemReader.open(guid: "linked", title: "Linked", summary: "See this[1].") { item in
            item.links = ["https://example.org/1"]
        }
        await app.type("u")
        #expect(app.router.notice == Notice("u: the links are l here"))
        await app.press(.ctrl("b"))
        #expect(app.router.notice == Notice("Ctrl-B: b bookmarks here"))
        #expect(!app.text.contains("★ bookmarked"), "nothing was bookmarked")
        let keys = ListedKeysFlowTests(), rows = await keys.helpRows(app)
        #expect(!keys.lists(rows, "u") && !keys.lists(rows, "Ctrl-B"), "\(rows)")

        await app.type("/u")
        await app.press(.ctrl("b"))
        #expect(app.router.notice == nil, "the search prompt types u, and Ctrl-B says nothing there")
        #expect(app.text.contains("Search: u"), "\(app.text)")
    }

    @Test func exploreSaysWhereAAndNAct() async {
        let app = await AppDriver(deps: .mockWithFeeds(), path: [.explore])
        await app.type("A")
        #expect(app.router.notice == Notice("A marks a feed's or tag's list read: open it with Enter or f"))
        await app.type("N")
        #expect(app.router.notice == Notice("N marks a feed's item read or unread: select one in Latest news (5)"))
        let sample = await AppDriver(path: [.explore])
        await sample.type("N")
        #expect(sample.router.notice == Notice("N marks a feed's item read or unread: f opens Feeds, where n adds a feed"))
    }

    @Test func nOnLatestNewsTogglesTheItemsReadMark() async throws {
        let deps = AppDependencies.mockWithFeeds()
        let app = await AppDriver(deps: deps, path: [.explore])
        await app.type("5")
        #expect(app.text.contains("▸ • HOT Solid-state"))
        await app.type("N")
        #expect(app.router.notice == nil)
        #expect(app.text.contains("▸   HOT Solid-state"), "\(app.text)")
        #expect(try await deps.feedCache.items(FeedItemQuery(unreadOnly: true)).allSatisfy { $0.id != 1 })
        await app.type("N")
        #expect(app.text.contains("▸ • HOT Solid-state"), "unread again")
        let keys = ListedKeysFlowTests(), rows = await keys.helpRows(app)
        #expect(keys.lists(rows, "N", "Mark the selected news item read or unread"))
        await app.type("n")
        #expect(app.router.sheet == .createAvatar(.assistant), "n stays Explore's new avatar")
        await app.type("JAN")
        #expect(app.router.notice == nil && app.text.contains("JAN"), "the form's name field types them")
    }

    @Test func exploresFilterTypesAAndN() async {
        let app = await AppDriver(deps: .mockWithFeeds(), path: [.explore])
        await app.type("/")
        await app.type("AN")
        #expect(app.router.notice == nil)
        #expect(app.text.contains("/ AN"), "\(app.text)")
    }
}
