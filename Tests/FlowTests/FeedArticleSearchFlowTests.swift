@testable import AppComposition
import AppTestSupport
import Domain
import Presentation
import Testing
@testable import TerminalUI

/// `/` in a feed item's reader: the same search as the catalog reader's, over the lines laid out
/// once for the item, with n and N going through the matches instead of the unread items.
@MainActor
@Suite("Feed reader: search in the text")
struct FeedArticleSearchFlowTests {
    @Test func enterScrollsToTheMatchNGoesRoundAndEscGivesNBackToTheWalk() async throws {
        let app = try await FeedItemReader.open(
            guid: "long", title: "A long read",
            summary: (1...60).map { "Paragraph \($0): about Zürich and the lake." }.joined(separator: "\n\n"))
        let view = try #require(app.app.activeView as? FeedArticleView)
        #expect(!app.text.contains("Paragraph 40:"))
        await app.type("/")
        await app.type("paragraph 40:")
        await app.press(.enter)
        #expect(app.text.contains("match 1 of 1"), "\(app.text)")
        #expect(app.text.contains("Paragraph 40:"), "the match is scrolled into sight")
        await app.press(.ctrl("u"))
        await app.type("/")
        await app.press(.ctrl("u"))
        await app.type("zurich")
        await app.press(.enter)
        #expect(app.text.contains("match 32 of 60"), "any case, any accents, from the top line shown")
        await app.press(.home)
        await app.type("/")
        await app.press(.enter)
        #expect(app.text.contains("match 1 of 60"), "the prompt opens on the last query")
        await app.type("N")
        #expect(app.text.contains("match 60 of 60 · Search wrapped to the bottom"))
        #expect(app.text.contains("Paragraph 60:"))
        #expect(view.layout.layoutCount == 1, "the search reads the lines laid out when the reader opened")
        await app.press(.escape)
        #expect(!app.text.contains("match "))
        let reader = app.router.top
        guard case .feedArticle = reader else {
            Issue.record("Esc ends the search first, not \(reader)")
            return
        }
        await app.type("n")
        #expect(app.router.top != reader, "without a search n opens the next unread item")
    }
}
