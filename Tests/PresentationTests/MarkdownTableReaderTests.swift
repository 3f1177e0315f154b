@testable import Presentation
import Testing

/// GitHub-flavoured tables as the reader classifies them, line by line.
@Suite("Markdown reader: tables")
struct MarkdownTableReaderTests {
    @Test func aHeaderADelimiterRowAndBodyRows() {
        #expect(markdownKinds("| Name | Age | City |\n|:-----|:---:|-----:|\n| Ann | 31 | Oslo |\n\nafter") == [
            .text("| Name | Age | City |"),
            .tableHeader(cells: ["Name", "Age", "City"], alignments: [.left, .center, .right]),
            .tableRow(["Ann", "31", "Oslo"]), .blank, .text("after"),
        ])
    }

    @Test func leadingAndTrailingPipesAreOptional() {
        #expect(markdownKinds("a | b\n--- | ---:\nc | d |")
            == [.text("a | b"), .tableHeader(cells: ["a", "b"], alignments: [.left, .right]), .tableRow(["c", "d"])])
        #expect(markdownKinds("| a |\n|---|\n| b |") == [.text("| a |"), .tableHeader(cells: ["a"], alignments: [.left]), .tableRow(["b"])])
    }

    /// The delimiter row needs as many cells as the header, each only `-` with a `:` at either
    /// end, and a `|`: otherwise both lines are what they would be without a table.
    @Test(arguments: ["|---|", "| --- | -x- |", "| : | --- |", "--- ---", "| -- | -- | -- |"])
    func notADelimiterRow(_ line: String) {
        #expect(!markdownKinds("| a | b |\n" + line).contains { if case .tableHeader = $0 { true } else { false } })
    }

    /// A lone `---` has no `|`: it underlines the line as a setext heading, as on GitHub.
    @Test func aLoneDashLineUnderTextWithAPipeMakesItAHeading() {
        #expect(markdownKinds("a | b\n---") == [.text("a | b"), .headingUnderline(level: 2, text: "a | b")])
    }

    @Test func anEscapedPipeIsTextAndOtherEscapesStayForTheInlineReader() {
        #expect(markdownKinds("| a \\| b | `x\\|y` |\n|---|---|\n| \\*c\\* | d \\\\|") == [
            .text("| a \\| b | `x\\|y` |"),
            .tableHeader(cells: ["a | b", "`x|y`"], alignments: [.left, .left]),
            .tableRow(["\\*c\\*", "d \\\\"]),
        ])
    }

    @Test func raggedRowsGetEmptyCellsOrLoseTheExtraOnes() {
        #expect(markdownKinds("| a | b | c |\n|---|---|---|\n| 1 |\n| 1 | 2 | 3 | 4 | 5 |").dropFirst(2)
            == [.tableRow(["1", "", ""]), .tableRow(["1", "2", "3"])])
    }

    /// A row without `|` is a row of one cell, as on GitHub; a blank line, a heading, a list item,
    /// a fence or another quote depth ends the table.
    @Test(arguments: [
        ("", MarkdownLine.Kind.blank), ("# Next", .heading(level: 1, text: "Next")), ("- item", .item(marker: "•", text: "item")),
        ("```", .fenceOpen(number: 1, language: "")), ("***", .rule),
    ])
    func whatEndsATable(_ line: String, _ kind: MarkdownLine.Kind) {
        #expect(Array(markdownKinds("a | b\n-|-\nplain words\n\(line)").suffix(2)) == [.tableRow(["plain words", ""]), kind])
    }

    @Test func aTableInsideAQuoteEndsWhereTheQuoteDoes() {
        var reader = MarkdownReader()
        let lines = ["> | a | b |", "> |---|---|", "> | 1 | 2 |", "| 3 | 4 |"].map { reader.read(Substring($0)) }
        #expect(lines.map(\.kind) == [
            .text("| a | b |"), .tableHeader(cells: ["a", "b"], alignments: [.left, .left]), .tableRow(["1", "2"]),
            .text("| 3 | 4 |"),
        ])
        #expect(lines.map(\.quoteDepth) == [1, 1, 1, 0])
    }

    @Test func theChatsPreviewShowsTheCellsWithoutPipes() {
        #expect(MarkdownPlainText.of("Compare:\n| **A** | B |\n|---|---|\n| [one](https://x.example) | `two` |")
            == "Compare: A B one two")
    }
}
