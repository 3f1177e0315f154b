@testable import AppComposition
import AppTestSupport
import DataAccess
import Domain
import Presentation
import Testing
@testable import TerminalUI

/// A very long article (a feed may send megabytes) is laid out once per width and theme, not at
/// every key: scrolling it costs what scrolling a short one does.
@MainActor
@Suite("A very long article in the reader")
struct FeedHugeArticleFlowTests {
    /// The reader on an item whose text is `paragraphs` numbered paragraphs, and its view.
    private func openHugeArticle(paragraphs: Int) async throws -> (AppDriver, FeedArticleView) {
        var item = FetchedItem()
        item.guid = "huge"
        item.title = String(repeating: "T", count: 20_000)
        item.summaryText = (1...paragraphs).map { "Paragraph \($0): " + String(repeating: "words עברית 漢字 😀 ", count: 20) }
            .joined(separator: "\n\n")
        let app = try await FeedItemReader.open(item)
        return (app, try #require(app.app.activeView as? FeedArticleView))
    }

    /// Waits until the text is laid out whole (it is, in the background, past `backgroundBytes`).
    private func laidOutWhole(_ app: AppDriver, _ view: FeedArticleView) async -> Bool {
        await app.waitFor(seconds: 60) { view.layout.progress == nil }
    }

    @Test func scrollingLaysTheTextOutOnlyOncePerWidth() async throws {
        let (app, view) = try await openHugeArticle(paragraphs: 2_000)
        #expect(app.text.contains("Paragraph 1:"))
        #expect(await laidOutWhole(app, view))
        #expect(view.layout.layoutCount == 1)
        for _ in 0..<20 { await app.press(.char("j")) }
        await app.press(.pageDown, .pageUp, .end, .char("k"), .up, .home)
        await app.press(.end)
        #expect(app.text.contains("Paragraph 2000:"), "the end of the text is reached")
        #expect(view.layout.layoutCount == 1, "keys scroll the lines laid out when the reader opened")

        await app.resize(to: Size(width: 100, height: 30))
        #expect(await laidOutWhole(app, view))
        await app.press(.char("k"), .char("k"))
        #expect(view.layout.layoutCount == 2, "a new width lays the text out again, once")
        await app.press(.home)
        #expect(app.text.contains("Paragraph 1:"))
        #expect(app.text.contains("TTTT…"), "the title is still cut after three lines")
    }

    /// The reader shows a long text's first lines at once and lays out the rest in the background,
    /// saying so in the footer; meanwhile the keys work on the lines there, but the end and the
    /// search wait for the whole text, which then takes their place at the same line.
    @Test func aLongTextShowsAtOnceWhileTheRestIsLaidOut() async throws {
        let (app, view) = try await openHugeArticle(paragraphs: 1_000)
        let first = app.text
        #expect(first.contains("Paragraph 1:"), "the text's start shows at once")
        #expect(first.contains("laying out the text…"), "\(first)")
        #expect(view.layout.progress != nil)
        await app.press(.char("j"), .char("j"))
        #expect(view.presenter.scrollOffset == 2, "scrolling works on the lines there")
        await app.press(.char("G"), .char("/"))
        #expect(view.presenter.scrollOffset == 2, "no end nor search before the text is laid out")
        #expect(!app.text.contains("Search:"))

        #expect(await laidOutWhole(app, view))
        #expect(view.presenter.scrollOffset == 2, "the whole text shows from the same line")
        #expect(!app.text.contains("laying out"))
        await app.press(.char("G"))
        #expect(app.text.contains("Paragraph 1000:"))
        #expect(view.layout.layoutCount == 1)

        await app.resize(to: Size(width: 100, height: 30))
        #expect(view.layout.progress != nil, "a new width is laid out in the background too")
        #expect(await laidOutWhole(app, view))
        #expect(app.text.contains("Paragraph 1000:"), "the end stays in sight, beyond the first lines shown meanwhile")
    }

    /// The Links list marks a picture's link "(image)" from numbers found once per item with its
    /// layout: it is drawn at every key, and finding them reads the whole text (megabytes).
    @Test func theLinksListMarksAPictureFromNumbersFoundOncePerItem() async throws {
        var item = FetchedItem()
        item.guid = "pictures"
        item.title = "Pictures"
        item.contentText = (1...1_500).map { "Paragraph \($0): " + String(repeating: "words עברית 漢字 😀 ", count: 20) }
            .joined(separator: "\n\n") + "\n\n[image: The harbour] [2] The end[1]."
        item.links = ["https://example.com/page", "https://example.com/harbour.png"]
        let app = try await FeedItemReader.open(item)
        let view = try #require(app.app.activeView as? FeedArticleView)
        #expect(await laidOutWhole(app, view))
        await app.press(.char("l"))
        for _ in 0..<5 { await app.press(.down, .up) }
        let picker = app.text.split(separator: "\n").filter { $0.contains("│") && $0.contains("https://example.com/") }
        #expect(picker.contains { $0.contains("[2] https://example.com/harbour.png (image)") }, "\(app.text)")
        #expect(!picker.contains { $0.contains("page (image)") })
        await app.resize(to: Size(width: 100, height: 30))
        #expect(await laidOutWhole(app, view))
        #expect(app.text.contains("[2] https://example.com/harbour.png (image)"), "\(app.text)")
        #expect(view.layout.imageSearchCount == 1, "not at every frame nor width")
    }
}
