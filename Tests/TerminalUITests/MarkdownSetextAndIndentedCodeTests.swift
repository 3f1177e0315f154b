import Presentation
import Testing
@testable import TerminalUI

/// Setext headings and indented code blocks laid out: styled as `#` headings and fenced code,
/// and a heading's line shown as text until its underline arrives, with no row left over.
@Suite("Markdown setext headings and indented code")
struct MarkdownSetextAndIndentedCodeTests: MarkdownLayoutChecks {
    let theme = Theme.standard

    func style(of text: String, in lines: MarkdownLines) -> Style? {
        (0..<lines.count).lazy.flatMap { lines[$0] }.first { $0.text == text }?.style
    }

    @Test func setextHeadingsLookLikeHashHeadings() {
        let setext = laidOut("Title\n=====\ntext\n\n> Sub\n> ---\n\nnot\none\n---")
        let hashes = laidOut("# Title\ntext\n\n> ## Sub\n\nnot\none\n***")
        #expect(rows(setext) == ["Title", "text", "", "│ ## Sub", "", "not", "one", String(repeating: "─", count: 40)])
        #expect(rows(setext) == rows(hashes))
        #expect((0..<setext.count).map { setext[$0] } == (0..<hashes.count).map { hashes[$0] })
        #expect(style(of: "Title", in: setext) == theme.style(.heading).underlined)
    }

    /// While streaming, the line shows as text, then as the heading once its underline starts
    /// to arrive; nothing of the underline shows, and the text's row is not left behind.
    @Test func whileStreamingTheLineBecomesTheHeadingInItsPlace() {
        var lines = MarkdownLines(width: 40, theme: theme)
        lines.setStreaming(true)
        lines.append("Intro.\n\nTitle\n")
        #expect(rows(lines) == ["Intro.", "", "Title"] && lines.settledCount == 2)
        #expect(style(of: "Title", in: lines) == theme.style(.text))
        lines.append("==")
        #expect(rows(lines) == ["Intro.", "", "Title"])
        #expect(style(of: "Title", in: lines) == theme.style(.heading).underlined)
        lines.append("===\nBody")
        #expect(rows(lines) == ["Intro.", "", "Title", "Body"] && lines.settledCount == 3)
        #expect(style(of: "Title", in: lines) == theme.style(.heading).underlined)
        lines.append(" text\n- item\n")
        #expect(rows(lines) == ["Intro.", "", "Title", "Body text", "• item"] && lines.settledCount == 5)
        #expect(style(of: "Body text", in: lines) == theme.style(.text))
    }

    /// Every frame's settled rows are still there, the same, in every later frame; the reply laid
    /// out piece by piece ends as laid out at once.
    @Test(arguments: [1, 2, 5])
    func settledRowsNeverChangeAroundSetextHeadings(pieceLength: Int) {
        let reply = "Plan\n====\nFirst [a](https://a.example) point.\n\nSteps\n-----\n- one\n---\nDone\n---"
        let lines = streamed(reply, width: 24, pieceLength: pieceLength)
        let whole = laidOut(reply, width: 24)
        #expect(rows(lines) == rows(whole))
        #expect(rows(whole) == ["Plan", "First a[1] point.", "", "## Steps", "• one", String(repeating: "─", count: 24), "## Done"])
        #expect(whole.footnotes == ["https://a.example"] && lines.footnotes == whole.footnotes)
    }

    @Test func indentedCodeLooksLikeFencedCode() {
        let indented = laidOut("Run:\n\n    make test\n\tls  -l\n\ndone")
        let fenced = laidOut("Run:\n\n```\nmake test\nls  -l\n```\n\ndone")
        #expect(rows(indented) == ["Run:", "", "#1 code", "make test", "ls  -l", "", "done"])
        #expect((0..<indented.count).map { indented[$0] } == (0..<fenced.count).map { fenced[$0] })
    }

    @Test func indentedLinesUnderAListItemStayItsText() {
        #expect(rows(laidOut("- item\n\n    more of it\n- two\n      deeper")) == ["• item", "", "  more of it", "• two", "  deeper"])
    }
}
