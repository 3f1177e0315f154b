import Testing
@testable import TerminalUI

@Suite("ListWidget")
struct ListWidgetTests {
    private func render(
        _ rows: [ListRow], width: Int, height: Int, state: inout ListState,
        isFocused: Bool = true, theme: Theme = .monochrome
    ) -> ScreenBuffer {
        var buffer = ScreenBuffer(size: Size(width: width, height: height))
        ListWidget(rows: rows, isFocused: isFocused, theme: theme).render(in: buffer.area, buffer: &buffer, state: &state)
        return buffer
    }

    private let threeRows = [ListRow("Alpha", trailing: "5h"), ListRow("Beta", trailing: "12"), ListRow("Gamma")]

    @Test func drawsRowsWithGutterMarkerAndRightAlignedTrailing() {
        var state = ListState(selected: 1)
        let buffer = render(threeRows, width: 14, height: 3, state: &state)
        #expect(buffer.textLines() == [
            "  Alpha    5h ",
            "▸ Beta     12 ",
            "  Gamma       ",
        ])
    }

    @Test func selectedRowIsHighlightedAcrossTheFullWidth() {
        var state = ListState(selected: 1)
        let buffer = render(threeRows, width: 14, height: 3, state: &state)
        #expect(rowStyles(buffer, y: 1).allSatisfy { $0.reverse })
        #expect(rowStyles(buffer, y: 0).allSatisfy { $0 == .plain })
    }

    @Test func unfocusedSelectionUsesItsOwnStyle() {
        var state = ListState(selected: 0)
        let mono = render(threeRows, width: 14, height: 3, state: &state, isFocused: false)
        #expect(rowStyles(mono, y: 0).allSatisfy { $0 == Theme.monochrome.style(.selectionUnfocused) })
        let colour = render(threeRows, width: 14, height: 3, state: &state, isFocused: false, theme: .standard)
        #expect(colour[0, 0].style.bg == Theme.standard.style(.selectionUnfocused).bg)
        #expect(colour[13, 0].style.bg == Theme.standard.style(.selectionUnfocused).bg)
    }

    @Test func spansOnTheSelectedRowTakeTheSelectionColours() {
        let theme = Theme.standard
        let row = ListRow([Span("Cats", theme.style(.text)), Span(" 3 new", theme.style(.muted))],
                          trailing: [Span("5h", theme.style(.muted))])
        var state = ListState(selected: 0)
        let buffer = render([row], width: 20, height: 1, state: &state, theme: theme)
        let selection = theme.style(.selection)
        for x in 0..<20 {
            #expect(buffer[x, 0].style.bg == selection.bg)
            #expect(buffer[x, 0].style.fg == selection.fg)
        }
        let unselected = render([row, row], width: 20, height: 2, state: &state, theme: theme)
        #expect(unselected[7, 1].style == theme.style(.muted))
    }

    @Test func leadingIsTruncatedSoTrailingAlwaysFits() {
        var state = ListState(selected: nil)
        let rows = [
            ListRow("A very long title", trailing: "10m"),
            ListRow("日本語テキスト", trailing: "5h"),
            ListRow([Span("👨‍👩‍👧‍👦 family chat")], trailing: [Span("12")]),
        ]
        let buffer = render(rows, width: 12, height: 3, state: &state)
        #expect(buffer.textLines() == [
            "  A ve… 10m ",
            "  日本…  5h ",
            // A ZWJ sequence is drawn as its first emoji, which every terminal makes two cells wide.
            "  👨 fa… 12 ",
        ])
    }

    @Test func trailingIsCutOnlyWhenItCannotFitAtAll() {
        var state = ListState(selected: nil)
        let buffer = render([ListRow("Title", trailing: "yesterday")], width: 8, height: 1, state: &state)
        #expect(buffer.textLines() == ["  yest… "])
    }

    @Test func scrollsToTheSelectionAndShowsAScrollbar() {
        let rows = (0..<10).map { ListRow("Row \($0)") }
        var state = ListState(selected: 6)
        let buffer = render(rows, width: 10, height: 4, state: &state)
        #expect(state.offset == 3)
        #expect(buffer.textLines() == [
            "  Row 3  │",
            "  Row 4  ┃",
            "  Row 5  ┃",
            "▸ Row 6  │",
        ])
        #expect(!buffer[9, 3].style.reverse)
    }

    @Test func scrollbarThumbSitsAtTheEnds() {
        let rows = (0..<10).map { ListRow("Row \($0)") }
        var top = ListState(selected: 0)
        let topBuffer = render(rows, width: 10, height: 4, state: &top)
        #expect(topBuffer.textLines().map { $0.suffix(1) } == ["┃", "┃", "│", "│"])
        var bottom = ListState(selected: 9)
        let bottomBuffer = render(rows, width: 10, height: 4, state: &bottom)
        #expect(bottom.offset == 6)
        #expect(bottomBuffer.textLines().map { $0.suffix(1) } == ["│", "│", "┃", "┃"])
    }

    @Test func thumbLeavesTheEndsWheneverThereIsMore() {
        let bar = { (offset: Int) in Scrollbar(count: 100, offset: offset, theme: .monochrome).thumb(height: 10) }
        #expect(bar(0).start == 0)
        #expect(bar(1).start == 1)
        #expect(bar(89).start + bar(89).length < 10)
        #expect(bar(90).start + bar(90).length == 10)
        #expect(bar(0).length == 1)
    }

    @Test func emptyListDrawsNothing() {
        var state = ListState()
        let buffer = render([], width: 6, height: 2, state: &state)
        #expect(buffer == ScreenBuffer(size: Size(width: 6, height: 2)))
    }

    @Test func tinyAreasDoNotCrash() {
        var state = ListState(selected: 2)
        for (width, height) in [(1, 1), (2, 1), (3, 2), (0, 3), (4, 0)] {
            _ = render(threeRows, width: width, height: height, state: &state)
        }
        let one = render(threeRows, width: 1, height: 1, state: &state)
        #expect(one.textLines() == ["▸"])
    }

    @Test func drawsOnlyInsideItsArea() {
        var buffer = ScreenBuffer(size: Size(width: 12, height: 4))
        for y in 0..<4 { buffer.write(String(repeating: "x", count: 12), x: 0, y: y) }
        var state = ListState(selected: 0)
        ListWidget(rows: threeRows, isFocused: true, theme: .monochrome)
            .render(in: Rect(x: 2, y: 1, width: 8, height: 2), buffer: &buffer, state: &state)
        #expect(buffer.textLines() == [
            "xxxxxxxxxxxx",
            "xx▸ … 5h ┃xx",
            "xx  … 12 │xx",
            "xxxxxxxxxxxx",
        ])
    }
}

/// The focus a screen reader follows (`ScreenBuffer.focus`): on the selected row's text in the
/// focused list, on a focused box's first line otherwise, never outside the buffer.
@Suite("The focus for screen readers")
struct ScreenReaderFocusTests {
    private let rows = [ListRow("Alpha"), ListRow("Beta"), ListRow("Gamma")]

    @Test func theFocusedListPutsItOnTheSelectedRowsText() {
        var buffer = ScreenBuffer(size: Size(width: 20, height: 5))
        var state = ListState(selected: 2)
        ListWidget(rows: rows, isFocused: true, theme: .monochrome)
            .render(in: Rect(x: 3, y: 1, width: 15, height: 3), buffer: &buffer, state: &state)
        #expect(buffer.focus.map { [$0.x, $0.y] } == [5, 3], "after the 2-column marker of row 3")
    }

    @Test func anUnfocusedListLeavesItWhereItWas() {
        var buffer = ScreenBuffer(size: Size(width: 20, height: 5))
        buffer.focus = (0, 0)
        var state = ListState(selected: 1)
        ListWidget(rows: rows, isFocused: false, theme: .monochrome).render(in: buffer.area, buffer: &buffer, state: &state)
        #expect(buffer.focus.map { [$0.x, $0.y] } == [0, 0])
    }

    @Test func aFocusedBoxPutsItOnItsFirstLineAndItsListMovesIt() {
        var buffer = ScreenBuffer(size: Size(width: 20, height: 6))
        Box(title: "Unfocused", isFocused: false, theme: .monochrome).render(in: buffer.area, buffer: &buffer)
        #expect(buffer.focus == nil)
        let box = Box(title: "Keys", isFocused: true, theme: .monochrome)
        box.render(in: buffer.area, buffer: &buffer)
        #expect(buffer.focus.map { [$0.x, $0.y] } == [1, 1])
        var state = ListState(selected: 1)
        ListWidget(rows: rows, isFocused: true, theme: .monochrome).render(in: box.inner(buffer.area), buffer: &buffer, state: &state)
        #expect(buffer.focus.map { [$0.x, $0.y] } == [3, 2])
    }

    @Test func aPlaceOutsideTheBufferIsNoFocus() {
        var buffer = ScreenBuffer(size: Size(width: 4, height: 2))
        buffer.focus = (4, 0)
        #expect(buffer.focus == nil)
        buffer.focus = (3, 1)
        #expect(buffer != ScreenBuffer(size: Size(width: 4, height: 2)), "a frame differs by its focus alone")
    }
}
