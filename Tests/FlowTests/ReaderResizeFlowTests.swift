@testable import AppComposition
import AppTestSupport
import Domain
import Presentation
import Testing
import TerminalUI

/// A resize lays the reader's text out anew: the text that was at the top stays at the top, as
/// less and w3m keep it, at a narrower and at a wider width, and the search goes on from there. (The catalog's
/// articles are too short to scroll; its reader's mapping is `ScrollingPresenterTests`'.)
@MainActor
@Suite("Reader: the place survives a resize")
struct ReaderResizeFlowTests {
    /// The body's first row: the row below the header's rule.
    private func topLine(_ app: AppDriver) -> String {
        let rows = app.text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let rule = rows.firstIndex(where: { $0.contains("────") }), rule + 1 < rows.count else { return "" }
        return rows[rule + 1].trimmingCharacters(in: .whitespaces)
    }

    /// The first word of the body's first row.
    private func topWord(_ app: AppDriver) -> String {
        String(topLine(app).split(separator: " ").first ?? "")
    }

    @Test func theWordAtTheTopStaysThereAtANarrowerAndAWiderWidth() async throws {
        var item = FetchedItem()
        item.guid = "resize"
        item.title = "A long read"
        // Every word is unique ("p12w7"), so the one at the top names the place in the text.
        item.summaryText = (1...40).map { paragraph in
            "Paragraph \(paragraph): " + (0..<40).map { "p\(paragraph)w\($0)" }.joined(separator: " ")
        }.joined(separator: "\n\n")
        let app = try await FeedItemReader.open(item)
        await app.resize(to: Size(width: 80, height: 24))
        await app.type("/")
        await app.type("paragraph 25:")
        await app.press(.enter)
        #expect(topLine(app).hasPrefix("Paragraph 25:"), "\(app.text)")
        await app.type("jjj")
        var word = topWord(app)
        #expect(word.hasPrefix("p25w"), "three lines into paragraph 25: \(word)")
        for size in [Size(width: 60, height: 16), Size(width: 200, height: 60), Size(width: 80, height: 24)] {
            await app.resize(to: size)
            #expect(topLine(app).split(separator: " ").contains { $0 == word }, "\(size): \(topLine(app))")
            word = topWord(app)
        }
        await app.resize(to: Size(width: 60, height: 16))
        await app.type("n")
        #expect(app.text.contains("match 1 of 1"))
        #expect(topLine(app).hasPrefix("Paragraph 25:"), "n finds the match again in the new lines")
    }
}
