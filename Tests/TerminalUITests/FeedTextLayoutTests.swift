import Testing
@testable import TerminalUI

@Suite("FeedTextLayout: logical lines wrapped with hanging indents")
struct FeedTextLayoutTests {
    @Test func aParagraphWrapsAtTheWidth() {
        #expect(FeedTextLayout.lines("one two three four five six", width: 14) == ["one two three", "four five six"])
    }

    @Test func blankLinesBetweenBlocksStay() {
        #expect(FeedTextLayout.lines("first\n\nsecond", width: 20) == ["first", "", "second"])
    }

    @Test func aBulletContinuesUnderItsText() {
        let lines = FeedTextLayout.lines("• alpha beta gamma delta epsilon zeta", width: 20)
        #expect(lines == ["• alpha beta gamma", "  delta epsilon zeta"])
    }

    @Test func aNumberedItemContinuesUnderItsText() {
        let lines = FeedTextLayout.lines("12. alpha beta gamma delta epsilon zeta", width: 22)
        #expect(lines == ["12. alpha beta gamma", "    delta epsilon zeta"])
    }

    @Test func aQuoteKeepsItsIndentAndAQuotedBulletAddsItsMarker() {
        #expect(FeedTextLayout.lines("  alpha beta gamma delta epsilon", width: 20) == ["  alpha beta gamma", "  delta epsilon"])
        #expect(FeedTextLayout.lines("  • alpha beta gamma delta epsilon", width: 22)
            == ["  • alpha beta gamma", "    delta epsilon"])
    }

    @Test func cjkWrapsByCellsUnderTheMarker() {
        let lines = FeedTextLayout.lines("• 東京で量子コンピューターの新拠点が開所", width: 20)
        #expect(lines.first?.hasPrefix("• 東京") == true)
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("  ") && !$0.hasPrefix("   ") })
        #expect(lines.allSatisfy { TextWidth.of($0) <= 20 })
    }

    @Test func aFootnoteContinuesUnderItsAddress() {
        let lines = FeedTextLayout.wrap("[12] https://example.org/a/very/long/path/that/does/not/fit", width: 30)
        #expect(lines.first?.hasPrefix("[12] https://") == true)
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("     ") })
        #expect(lines.allSatisfy { TextWidth.of($0) <= 30 })
    }

    @Test func tooNarrowToIndentWrapsAtFullWidth() {
        #expect(FeedTextLayout.wrap("• alpha beta", width: 8) == ["• alpha", "beta"])
    }

    @Test func controlCharactersNeverReachTheScreen() {
        #expect(FeedTextLayout.lines("a\u{1B}[31mred\u{7}", width: 20) == ["ared"])
    }
}

/// A `<pre>`'s tabs reach the next stop every eight columns of the line, counted by display
/// width, as a browser lines up tab-separated columns.
@Suite("FeedTextLayout: tabs in preformatted text")
struct FeedTextLayoutTabTests {
    @Test func tabsReachTheNextStopOfEightColumns() {
        let lines = FeedTextLayout.lines("name\tqty\tprice\nab\t1\t2\n東京都\t10\t20\nabcdefgh\t3\t4", width: 40)
        #expect(lines == [
            "name    qty     price",
            "ab      1       2",
            "東京都  10      20",
            "abcdefgh        3       4",
        ])
    }
}
