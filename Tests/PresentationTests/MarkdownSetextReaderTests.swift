@testable import Presentation
import Testing

/// Setext headings as the reader classifies them: a paragraph's first line, then its underline.
@Suite("Markdown reader: setext headings")
struct MarkdownSetextReaderTests {
    @Test func equalsSignsMakeLevelOneAndDashesLevelTwo() {
        #expect(markdownKinds("Title\n=====\nSub **bold**\n-----\ntext") == [
            .text("Title"), .headingUnderline(level: 1, text: "Title"),
            .text("Sub **bold**"), .headingUnderline(level: 2, text: "Sub **bold**"), .text("text"),
        ])
    }

    /// Up to three spaces before the underline and any after it; any length, one included.
    @Test(arguments: ["   ===", "=", "---   ", "  -\t", "========================"])
    func anUnderlineMayBeIndentedAndHaveTrailingSpaces(_ underline: String) {
        let level = underline.contains("=") ? 1 : 2
        #expect(markdownKinds("  Title  \n" + underline).last == .headingUnderline(level: level, text: "Title"))
    }

    /// Not an underline: four columns in, spaces inside, another mark, something after it.
    @Test(arguments: ["    ===", "= =", "==x", "***", "-- -"])
    func notAnUnderline(_ line: String) {
        #expect(!markdownKinds("Title\n" + line).contains { if case .headingUnderline = $0 { true } else { false } })
    }

    /// `---` after a blank line, a list item's line, a paragraph's second line or a code line is
    /// a rule; `===` there is text.
    @Test func aDashLineWhereNoParagraphStartsAboveIsARule() {
        #expect(markdownKinds("\n---") == [.blank, .rule])
        #expect(markdownKinds("- item\n---") == [.item(marker: "•", text: "item"), .rule])
        #expect(markdownKinds("- item\n  more\n---").last == .rule)
        #expect(markdownKinds("one\ntwo\n---") == [.text("one"), .text("two"), .rule])
        #expect(markdownKinds("```\ncode\n---") == [.fenceOpen(number: 1, language: ""), .code("code"), .code("---")])
        #expect(markdownKinds("    code\n---") == [.indentedCodeOpen(number: 1, code: "code"), .rule])
        #expect(markdownKinds("# Head\n===") == [.heading(level: 1, text: "Head"), .text("===")])
        #expect(markdownKinds("Title\n\n===") == [.text("Title"), .blank, .text("===")])
    }

    @Test func insideAQuoteTheUnderlineIsInTheSameQuote() {
        #expect(markdownKinds("> Title\n> ---").last == .headingUnderline(level: 2, text: "Title"))
        #expect(markdownKinds("> Title\n---").last == .rule)
        #expect(markdownKinds("text\n> Title\n> ===").last == .headingUnderline(level: 1, text: "Title"))
    }

    /// A line with a `|` under which a delimiter row comes is a table's header; a lone `---` has
    /// no cell to match, so it underlines the line (as on GitHub).
    @Test func aTableComesFirstThenAHeading() {
        #expect(markdownKinds("a | b\n---|---").last == .tableHeader(cells: ["a", "b"], alignments: [.left, .left]))
        #expect(markdownKinds("a | b\n---").last == .headingUnderline(level: 2, text: "a | b"))
    }

    @Test func onlyTheLineJustReadMayBeAHeading() {
        var reader = MarkdownReader()
        _ = reader.read("Title")
        #expect(reader.mayBeHeading)
        _ = reader.read("more")
        #expect(!reader.mayBeHeading, "a paragraph's second line is not a heading's text")
        _ = reader.read("")
        _ = reader.read("- item")
        #expect(!reader.mayBeHeading)
    }
}
