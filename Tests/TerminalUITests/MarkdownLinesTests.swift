import Domain
import Foundation
import Presentation
import Testing
@testable import TerminalUI

/// Markdown replies as rows: block kinds, code never wrapped inside a word, footnotes, and rows
/// that stay put while a reply streams in.
@Suite("MarkdownLines")
struct MarkdownLinesTests: MarkdownLayoutChecks {
    let theme = Theme.standard

    func span(_ text: String, in lines: MarkdownLines) -> Span? {
        (0..<lines.count).lazy.flatMap { lines[$0] }.first { $0.text == text }
    }

    @Test func headingsEmphasisAndInlineCodeAreStyledAndTheirMarksGone() throws {
        let lines = laidOut("# Title\nSome **bold**, *it* and `x = 1`.")
        #expect(rows(lines) == ["Title", "Some bold, it and x = 1."])
        #expect(try #require(span("Title", in: lines)).style == theme.style(.heading).underlined)
        #expect(try #require(span("bold", in: lines)).style.bold)
        #expect(try #require(span("it", in: lines)).style.underline, "italic shows underlined")
        #expect(try #require(span("x = 1", in: lines)).style == theme.style(.code))
    }

    /// Each level looks different from the next and from a bold paragraph, monochrome too:
    /// `#` underlined, `##` and below with their marks dimmed in front.
    @Test func headingLevelsStayApartInEveryTheme() throws {
        for theme in [Theme.standard, Theme.monochrome] {
            var lines = MarkdownLines(width: 40, theme: theme)
            lines.append("# One\n## Two\n### Three\n#### Four\n**Bold**")
            #expect(rows(lines) == ["One", "## Two", "### Three", "#### Four", "Bold"])
            let looks = try ["One", "Two", "Three", "Four", "Bold"].map { word in
                let row = try #require((0..<lines.count).map { lines[$0] }.first { $0.contains { $0.text == word } })
                return row.map { [$0.text == word ? "" : $0.text: $0.style] }
            }
            #expect(Set(looks.map { "\($0)" }).count == 5, "\(theme): \(looks)")
            #expect(try #require(span("## ", in: lines)).style == theme.style(.muted))
        }
    }

    @Test func nestedListsQuotesAndRules() {
        let source = "- one\n  - nested\n    1. deep\n- two\n\n> quoted\n> > twice\n\n---"
        #expect(rows(laidOut(source)) == [
            "• one", "  ◦ nested", "    1. deep", "• two", "", "│ quoted", "│ │ twice", "",
            String(repeating: "─", count: 40),
        ])
    }

    @Test func aLongListItemWrapsUnderItsText() {
        #expect(rows(laidOut("- alpha beta gamma delta", width: 12)) == ["• alpha beta", "  gamma", "  delta"])
    }

    @Test func codeBlocksAreNumberedLabelledAndWrapOnlyAtSpaces() throws {
        let source = "```swift\nlet a = 1\n```\ntext\n```\nabcdefghijklmnop qrstu\n```"
        let lines = laidOut(source, width: 10)
        #expect(rows(lines) == ["#1 swift", "let a = 1", "text", "#2 code", "abcdefghi→", "jklmnop →", "qrstu"])
        #expect(try #require(span("#1 swift", in: lines)).style == theme.style(.codeLabel))
        #expect(try #require(span("let a = 1", in: lines)).style == theme.style(.code))
    }

    @Test func codeKeepsItsIndentationAndExpandsTabs() {
        #expect(rows(laidOut("```\n\tif x:\n  y\n```")) == ["#1 code", "    if x:", "  y"])
    }

    @Test func linksBecomeNumberedFootnotes() throws {
        let lines = laidOut("See [docs](https://a.example/d) and [more](https://b.example), [again](https://a.example/d).")
        #expect(rows(lines) == ["See docs[1] and more[2], again[1]."])
        #expect(lines.footnotes == ["https://a.example/d", "https://b.example"])
        #expect(lines.styler.footnoteRows(lines.footnotes).map { $0.map(\.text).joined() }
            == ["", "  [1] https://a.example/d", "  [2] https://b.example"])
        #expect(try #require(span("docs", in: lines)).style == theme.style(.link))
    }

    /// A code block's number (for Alt-c) and a link's footnote number cannot be taken for each
    /// other, and the footnotes stand apart from the text's last row, even a table's.
    @Test func codeBlocksAndFootnotesAreNumberedApart() {
        let lines = laidOut("```sh\necho hi\n```\nA [link](http://e.example).\n\n| a | b |")
        #expect(rows(lines) == ["#1 sh", "echo hi", "A link[1].", "", "| a | b |"])
        #expect(lines.styler.footnoteRows(lines.footnotes).map { $0.map(\.text).joined() } == ["", "  [1] http://e.example"])
        #expect(lines.styler.footnoteRows([]).isEmpty)
    }

    @Test func wideCharactersAndEmojiWrapByTheirWidth() {
        #expect(rows(laidOut("**日本語のテキスト** 👩‍💻 ok", width: 10)) == ["日本語のテ", "キスト 👩‍💻", "ok"])
    }

    /// A word is what lies between spaces, whatever its styles: the `.` after a code span goes to
    /// the next line with it, and no line starts with a closing mark (`。`).
    @Test func punctuationAfterAStyledWordWrapsWithIt() {
        #expect(rows(laidOut("with **bold** and `code`. Done.", width: 18)) == ["with bold and", "code. Done."])
        #expect(rows(laidOut("see [docs](https://a.example), then", width: 9)) == ["see", "docs[1],", "then"])
        #expect(rows(laidOut("日本語の**テキスト**。", width: 16)) == ["日本語のテキス", "ト。"])
    }

    /// Every frame's rows, but its last source line's, are still there, the same, in every later frame.
    @Test(arguments: [1, 3, 7])
    func rowsOfEndedLinesNeverChangeWhileTheReplyStreams(pieceLength: Int) {
        let reply = "# Plan\nFirst **bold** point with [a link](https://x.example) and more words here.\n\n"
            + "- item one is long enough to wrap\n  - nested *item*\n> quote\n```python\ndef f():\n    return 1\n```\nDone."
        var lines = MarkdownLines(width: 24, theme: theme)
        var frames: [(settled: Int, rows: [[Span]])] = []
        let characters = Array(reply)
        for start in stride(from: 0, to: characters.count, by: pieceLength) {
            lines.append(String(characters[start..<min(start + pieceLength, characters.count)]))
            let all = (0..<lines.count).map { lines[$0] }
            frames.append((lines.settledCount, all))
        }
        for (index, frame) in frames.enumerated() {
            for later in frames[(index + 1)...] {
                #expect(Array(later.rows.prefix(frame.settled)) == Array(frame.rows.prefix(frame.settled)))
            }
        }
        var whole = MarkdownLines(width: 24, theme: theme)
        whole.append(reply)
        #expect(rows(whole) == rows(lines))
    }

    /// A line of 10 KB without a break costs time in proportion to it, not to its square: it is
    /// cut into segments, at the same places whether it arrives at once or in pieces.
    @Test func aVeryLongLineIsLaidOutInSegmentsAtTheSamePlacesPieceByPiece() {
        let line = "- " + String(repeating: "word **bold** 日本語 ", count: 600)
        var grown = MarkdownLines(width: 30, theme: theme)
        var start = line.startIndex
        while start < line.endIndex {
            let end = line.index(start, offsetBy: 97, limitedBy: line.endIndex) ?? line.endIndex
            grown.append(String(line[start..<end]))
            start = end
        }
        let whole = laidOut(line, width: 30)
        #expect(rows(grown) == rows(whole))
        #expect(grown.settledCount > 100, "segments were settled before the line ended")
        #expect(rows(whole).dropFirst().allSatisfy { $0.hasPrefix("  ") }, "the rest stays under the item's text")
        #expect(!rows(whole).joined().contains("**"))
    }

    @Test func anUnclosedMarkShowsAsWrittenOnlyOnTheUnfinishedLine() {
        var lines = MarkdownLines(width: 40, theme: theme)
        lines.append("a **bold")
        #expect(rows(lines) == ["a **bold"])
        lines.append("** b\n")
        #expect(rows(lines) == ["a bold b"])
    }
}
