import Presentation
import Testing
@testable import TerminalUI

/// Markdown tables laid out in a frame: column widths, alignment, wrapping inside a column at a
/// narrow width, wide characters, and how a table streams in without moving the rows above it.
@Suite("Markdown tables")
struct MarkdownTableTests: MarkdownLayoutChecks {
    let theme = Theme.standard

    static let table = "| Name | Age | City |\n|:-----|:---:|-----:|\n| Ann | 31 | Oslo |\n| Bartholomew | 7 | Rio |"

    @Test func columnsAreAsWideAsTheirCellsAndAlignedAsTheDelimiterSays() {
        #expect(rows(laidOut(Self.table)) == [
            "╭─────────────┬─────┬──────╮",
            "│ Name        │ Age │ City │",
            "├─────────────┼─────┼──────┤",
            "│ Ann         │ 31  │ Oslo │",
            "│ Bartholomew │  7  │  Rio │",
            "╰─────────────┴─────┴──────╯",
        ])
    }

    @Test func theHeaderIsBoldAndCellsKeepTheirInlineMarkdown() throws {
        let lines = laidOut("| Key | Means |\n|---|---|\n| `q` | **quit**, see [docs](https://d.example) |")
        let spans = (0..<lines.count).flatMap { lines[$0] }
        #expect(try #require(spans.first { $0.text == "Key" }).style.bold)
        #expect(try #require(spans.first { $0.text == "q" }).style == theme.style(.code))
        #expect(try #require(spans.first { $0.text == "quit" }).style.bold)
        #expect(try #require(spans.first { $0.text == "docs" }).style == theme.style(.link))
        #expect(rows(lines)[3] == "│ q   │ quit, see docs[1] │")
        #expect(lines.footnotes == ["https://d.example"])
        #expect(try #require(spans.first { $0.text.hasPrefix("╭") }).style == theme.style(.border))
    }

    /// Too wide for the row: the widest column gives up room first, and its cells wrap inside it;
    /// body rows are then ruled apart.
    @Test func aTableTooWideShrinksItsWidestColumnAndWrapsItsCells() {
        let text = "| Tool | What it does |\n|---|---|\n| glow | Renders Markdown in the terminal with style |\n| jq | JSON |"
        let shown = rows(laidOut(text, width: 30))
        #expect(shown == [
            "╭──────┬─────────────────────╮",
            "│ Tool │ What it does        │",
            "├──────┼─────────────────────┤",
            "│ glow │ Renders Markdown in │",
            "│      │ the terminal with   │",
            "│      │ style               │",
            "├──────┼─────────────────────┤",
            "│ jq   │ JSON                │",
            "╰──────┴─────────────────────╯",
        ])
        #expect(shown.allSatisfy { TextWidth.of($0) <= 30 })
    }

    @Test func wideCharactersAndEmojiTakeTwoColumns() {
        let shown = rows(laidOut("| 名前 | 絵 |\n|---|:-:|\n| 猫のミケ | 🐱 |\n| Ann | 👩‍💻 ok |"))
        #expect(shown == [
            "╭──────────┬───────╮",
            "│ 名前     │  絵   │",
            "├──────────┼───────┤",
            "│ 猫のミケ │  🐱   │",
            "│ Ann      │ 👩‍💻 ok │",
            "╰──────────┴───────╯",
        ])
        #expect(Set(shown.map { TextWidth.of($0) }).count == 1)
    }

    @Test func aTableInAQuoteKeepsItsBars() {
        #expect(rows(laidOut("> | a | b |\n> |---|---|\n> | 1 | 2 |")) == [
            "│ ╭───┬───╮", "│ │ a │ b │", "│ ├───┼───┤", "│ │ 1 │ 2 │", "│ ╰───┴───╯",
        ])
    }

    /// Columns that cannot fit even narrowed: the table shows as written, wrapped as text.
    @Test func aTableThatCannotFitShowsAsWritten() {
        #expect(rows(laidOut("| aaaa | bbbb | cccc |\n|---|---|---|\n| 1 | 2 | 3 |", width: 12)) == [
            "| aaaa |", "bbbb | cccc", "|", "|---|---|---", "|", "| 1 | 2 | 3", "|",
        ])
    }

    /// While the reply streams, the table's lines show as written, after every settled row; a
    /// blank line (or the end of the reply) lays it out. Rows above it never change.
    @Test func whileStreamingATableShowsAsWrittenUntilItEnds() {
        var lines = laidOut("Intro line.\n| a | b |\n|---|---|\n| 1 | 2 |\n", streaming: true)
        #expect(rows(lines) == ["Intro line.", "| a | b |", "|---|---|", "| 1 | 2 |"])
        #expect(lines.settledCount == 1)
        lines.append("\nDone.")
        #expect(rows(lines) == ["Intro line.", "╭───┬───╮", "│ a │ b │", "├───┼───┤", "│ 1 │ 2 │", "╰───┴───╯", "", "Done."])
        #expect(lines.settledCount == 7)
        var ending = laidOut("| a | b |\n|---|---|\n| 1 | 2 |", streaming: true)
        #expect(rows(ending) == ["| a | b |", "|---|---|", "| 1 | 2 |"])
        ending.setStreaming(false)
        #expect(rows(ending) == ["╭───┬───╮", "│ a │ b │", "├───┼───┤", "│ 1 │ 2 │", "╰───┴───╯"])
    }

    /// A line with a `|` that no delimiter row follows settles as the text it showed.
    @Test func textWithAPipeIsHeldOnlyUntilTheNextLine() {
        var lines = laidOut("a | b\n", streaming: true)
        #expect(rows(lines) == ["a | b"] && lines.settledCount == 0)
        lines.append("more\n")
        #expect(rows(lines) == ["a | b", "more"] && lines.settledCount == 2)
    }

    /// Every frame's settled rows are still there, the same, in every later frame, whatever the
    /// pieces; the table ends laid out as the whole reply lays it out.
    @Test(arguments: [1, 4, 11])
    func rowsAboveATableNeverMoveWhileItStreams(pieceLength: Int) {
        let reply = "# Prices\nSome **intro** text.\n\n| Item | Price |\n|---|--:|\n| Tea 🍵 | 3 |\n| 抹茶ラテ | 5 |\n\nAfter the table."
        let lines = streamed(reply, width: 24, pieceLength: pieceLength)
        #expect(rows(lines) == rows(laidOut(reply, width: 24)))
        #expect(rows(lines).contains("│ Tea 🍵   │     3 │"))
    }
}
