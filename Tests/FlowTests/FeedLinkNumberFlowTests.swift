@testable import AppComposition
import AppTestSupport
import Domain
import DomainDoubles
import Presentation
import Testing

/// The text numbers its links ("[12]"): in the Links list (`l`) typing a number selects that
/// link, and Enter opens it.
@MainActor
@Suite("Feed reader: a link by its number")
struct FeedLinkNumberFlowTests {
    @Test func digitsSelectTheLinkTheTextNumbersAndEnterOpensIt() async throws {
        var deps = AppDependencies.mockWithFeeds()
        let opener = RecordingURLOpener()
        deps.urlOpener = opener
        var item = FetchedItem()
        item.guid = "links"
        item.title = "Many links"
        item.summaryText = "See link 12[12] and link 6[6]."
        item.links = (1...15).map { "https://example.org/\($0)" }
        let app = try await FeedItemReader.open(item, deps: deps)
        await app.type("l")
        await app.type("12")
        #expect(app.text.contains("▸ [12] https://example.org/12"), "\(app.text)")
        await app.press(.enter)
        #expect(await opener.opened.map(\.absoluteString) == ["https://example.org/12"])

        await app.type("l")
        await app.type("96")
        #expect(app.text.contains("▸ [6] https://example.org/6"), "96 is past the last link: 6 starts anew")
        await app.type("0")
        #expect(app.router.notice?.text == "There is no link 0: the links are numbered 1 to 15")
        await app.press(.enter)
        #expect(await opener.opened.map(\.absoluteString).last == "https://example.org/6")

        await app.type("l")
        let rows = await ListedKeysFlowTests().helpRows(app)
        #expect(rows.contains { $0.hasPrefix("0/1/2/3/4/5/6/7/8/9") && $0.contains("Select a link by its number in the text") },
                "Help lists the digits: \(rows)")
    }

    /// The item's own page (the footer shows it, `o` opens it) comes first in the list, named as
    /// the page; the text's numbers still select the links they number.
    @Test func theArticlesPageComesFirstInTheLinks() async throws {
        var deps = AppDependencies.mockWithFeeds()
        let opener = RecordingURLOpener()
        deps.urlOpener = opener
        var item = FetchedItem()
        item.guid = "page"
        item.title = "A page and two links"
        item.link = "https://example.org/page"
        item.summaryText = "See [1] and [2]."
        item.links = ["https://example.org/1", "https://example.org/2"]
        let app = try await FeedItemReader.open(item, deps: deps)
        await app.type("l")
        let text = app.text
        #expect(text.contains("▸ Article's page https://example.org/page"), "\(text)")
        #expect(text.contains("  [1] https://example.org/1"))
        await app.press(.enter)
        #expect(await opener.opened.map(\.absoluteString) == ["https://example.org/page"])

        await app.type("l2")
        #expect(app.text.contains("▸ [2] https://example.org/2"), "2 selects the link the text numbers 2")
        await app.press(.enter)
        #expect(await opener.opened.map(\.absoluteString).last == "https://example.org/2")
    }

    @Test func anArticleWithOnlyItsPageListsThePage() async throws {
        var item = FetchedItem()
        item.guid = "only-page"
        item.title = "Only a page"
        item.link = "https://example.org/only"
        item.summaryText = "No links in the text."
        let app = try await FeedItemReader.open(item)
        let bar = app.screen.textLines().last ?? ""
        #expect(bar.contains("o open page") && !bar.contains("l links"), "the bar leaves the page to o: \(bar)")
        await app.type("l")
        #expect(app.text.contains("▸ Article's page https://example.org/only"), "\(app.text)")
        await app.type("3")
        #expect(app.router.notice?.text == "The text numbers no links: Enter opens the article's page")
    }
}
