import Testing
@testable import TerminalUI

@Suite("ScreenBuffer")
struct ScreenBufferTests {
    private func buffer(_ width: Int, _ height: Int = 1) -> ScreenBuffer {
        ScreenBuffer(size: Size(width: width, height: height))
    }

    /// The one row of a buffer as wide as `first`'s columns, after `second` is written over it at `x`.
    private func row(_ first: String, then second: String, x: Int, clip: Rect? = nil) -> String {
        var b = buffer(first.count)
        b.write(first, x: 0, y: 0)
        b.write(second, x: x, y: 0, clip: clip)
        return b.textLines().joined()
    }

    @Test func writesTextAndReturnsColumnsUsed() {
        var b = buffer(8)
        #expect(b.write("abc", x: 1, y: 0) == 3)
        #expect(b.write("日本", x: 4, y: 0) == 4)
        #expect(b.textLines() == [" abc日本"])
        #expect(b[4, 0].width == 2)
        #expect(b[5, 0].isContinuation)
    }

    @Test func writeOutsideTheRowsDoesNothing() {
        var b = buffer(4, 2)
        #expect(b.write("abc", x: 0, y: 2) == 0)
        #expect(b.write("abc", x: 0, y: -1) == 0)
        #expect(b.textLines() == ["    ", "    "])
    }

    @Test func wideCharacterAtTheRightEdgeBecomesASpace() {
        var b = buffer(5)
        b.write("xxxxx", x: 0, y: 0)
        #expect(b.write("a日", x: 3, y: 0) == 2)
        #expect(b.textLines() == ["xxxa "])
        #expect(b[4, 0].width == 1)
    }

    @Test func wideCharacterAtTheClipEdgeBecomesASpace() {
        #expect(row("yyyyy", then: "日本", x: 0, clip: Rect(x: 0, y: 0, width: 3, height: 1)) == "日 yy")
    }

    @Test func wideCharacterCutByTheLeftEdgeBecomesASpace() {
        #expect(row("abcdef", then: "日本", x: -1) == " 本def")
        #expect(row("abcdef", then: "日本", x: 1, clip: Rect(x: 2, y: 0, width: 4, height: 1)) == "ab 本f")
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var right = buffer(6)
        right.write("日本語", x: 0, y: 0)
        right.write("x", x: 1, y: 0)
        #expect(right.textLines() == [" x本語"])
        var left = buffer(6)
        left.write("日本語", x: 0, y: 0)
        left.write("y", x: 2, y: 0)
        #expect(left.textLines() == ["日y 語"])
        #expect(!left[3, 0].isContinuation)
    }

    @Test func clippedWriteStartingLeftOfTheClipRepairsTheRightCell() {
        var b = buffer(6)
        b.write("日本語", x: 0, y: 0)
        b.write("zx", x: 2, y: 0, clip: Rect(x: 3, y: 0, width: 3, height: 1))
        #expect(b.textLines() == ["日 x語"])
    }

    @Test func controlCharactersAreDroppedAndCombiningMarksKept() {
        var b = buffer(6)
        #expect(b.write("a\u{1B}b\u{7}c", x: 0, y: 0) == 3)
        b.write("e\u{301}", x: 4, y: 0)
        #expect(b.textLines() == ["abc e\u{301} "])
        #expect(b[4, 0].symbol == "e\u{301}")
    }

    @Test func fillBlanksAndRepairsWideCharactersOnTheEdges() {
        var b = buffer(6, 2)
        b.write("日本語", x: 0, y: 0)
        b.fill(Rect(x: 1, y: 0, width: 2, height: 1), style: Style(bold: true))
        #expect(b.textLines()[0] == "    語")
        #expect(b[1, 0].style.bold)
    }

    @Test func restyleKeepsText() {
        var b = buffer(3)
        b.write("abc", x: 0, y: 0)
        b.restyle(Rect(x: 1, y: 0, width: 5, height: 1)) { $0.reversed }
        #expect(b.textLines() == ["abc"])
        #expect(!b[0, 0].style.reverse)
        #expect(b[2, 0].style.reverse)
    }

    @Test func cursorRoundTripsAndTakesPartInEquality() {
        var a = buffer(4, 3)
        let b = a
        a.cursor = (2, 1)
        #expect(a.cursor?.x == 2)
        #expect(a.cursor?.y == 1)
        #expect(a != b)
        a.cursor = nil
        #expect(a == b)
    }

    @Test func spansAreWrittenOneAfterAnother() {
        var b = buffer(8)
        let used = b.write([Span("ab", Style(bold: true)), Span("日", .plain), Span("cd")], x: 1, y: 0)
        #expect(used == 6)
        #expect(b.textLines() == [" ab日cd "])
        #expect(b[1, 0].style.bold)
        #expect(!b[3, 0].style.bold)
    }

    @Test func spansAreClipped() {
        var b = buffer(8)
        b.write([Span("abc"), Span("def")], x: 0, y: 0, clip: Rect(x: 1, y: 0, width: 4, height: 1))
        #expect(b.textLines() == [" bcde   "])
    }
}
