@testable import AppComposition
import AppTestSupport
import Domain
import DomainDoubles
import Presentation
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
