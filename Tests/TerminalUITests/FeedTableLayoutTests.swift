import Presentation
import Testing
@testable import TerminalUI

/// An item's pipe tables drawn as grids; everything else, and tables stored flat, as before.
@Suite("FeedTextBlock: an item's tables as grids")
struct FeedTableLayoutTests {
    private static func drawn(_ text: String, width: Int) -> [String] {
        FeedTextBlock.blocks(FeedTextLayout.logicalLines(text)).flatMap { block in
            block.lines(width: width, theme: .standard).map { $0.map(\.text).joined() }
        }
    }

    @Test func aPipeTableIsAGridWithItsHeaderAboveARule() {
        let text = "Before\n| Fruit | Price |\n| --- | --- |\n| Apple | 1 € |\n| 梨 | 2 € |\nAfter"
        #expect(Self.drawn(text, width: 40) == [
            "Before",
            "╭───────┬───────╮",
            "│ Fruit │ Price │",
            "├───────┼───────┤",
            "│ Apple │ 1 €   │",
            "│ 梨    │ 2 €   │",
            "╰───────┴───────╯",
            "After",
        ])
    }

    @Test func aHeaderOfEmptyCellsIsNoHeaderAndEscapesAreRead() {
        let text = "|  |  |\n| --- | --- |\n| a\\|b | c\\\\d |"
        #expect(Self.drawn(text, width: 40) == ["╭─────┬─────╮", "│ a|b │ c\\d │", "╰─────┴─────╯"])
    }

    @Test func aTableInAQuoteOrAnItemKeepsItsIndentation() {
        let quoted = "  | A | B |\n  | --- | --- |\n  | 1 | 2 |"
        #expect(Self.drawn(quoted, width: 40).allSatisfy { $0.hasPrefix("  ╭") || $0.hasPrefix("  │") || $0.hasPrefix("  ├") || $0.hasPrefix("  ╰") })
        let item = "• | A | B |\n  | --- | --- |\n  | 1 | 2 |"
        #expect(Self.drawn(item, width: 40).first == "• ╭───┬───╮")
        #expect(Self.drawn(item, width: 40).dropFirst().allSatisfy { $0.hasPrefix("  ") })
    }

    @Test func aWideTableWrapsItsCellsAndRulesItsRows() {
        let text = "| Name | Notes |\n| --- | --- |\n| laptop | throttles after five minutes of load |\n| 作業機 | 日本語のメモ 🚀 |"
        let lines = Self.drawn(text, width: 24)
        #expect(lines.allSatisfy { TextWidth.of($0) == TextWidth.of(lines[0]) && TextWidth.of($0) <= 24 })
        #expect(lines.filter { $0.hasPrefix("├") }.count == 2)
    }

    @Test func aTableTooWideEvenNarrowedIsARowALine() {
        let text = "| A | B | C | D |\n| --- | --- | --- | --- |\n| 1 | 2 | 3 | 4 |"
        #expect(Self.drawn(text, width: 16) == ["A | B | C | D", "1 | 2 | 3 | 4"])
    }

    @Test(arguments: [
        "a | b | c\n\nd | e | f",  // stored flat, before grids
        "| not a table |\nplain line",  // no delimiter row
        "| A | B |\n| --- |\n| 1 | 2 |",  // a delimiter row of another width
        "| A | B |\n    | --- | --- |",  // the delimiter indented otherwise
    ])
    func otherLinesAreLinesAsBefore(text: String) {
        #expect(Self.drawn(text, width: 40) == FeedTextLayout.lines(text, width: 40))
    }
}
