import Testing
@testable import TerminalUI

@Suite("ListState")
struct ListStateTests {
    @Test func scrollsDownJustEnoughToShowTheSelection() {
        var state = ListState(selected: 6)
        state.keepSelectionVisible(height: 4, count: 10)
        #expect(state.offset == 3)
    }

    @Test func scrollsUpToTheSelection() {
        var state = ListState(selected: 2, offset: 5)
        state.keepSelectionVisible(height: 4, count: 10)
        #expect(state.offset == 2)
    }

    @Test func keepsTheOffsetWhileTheSelectionIsVisible() {
        var state = ListState(selected: 4, offset: 3)
        state.keepSelectionVisible(height: 4, count: 10)
        #expect(state.offset == 3)
    }

    @Test func neverLeavesEmptyRowsBelowTheLastRow() {
        var state = ListState(selected: 9, offset: 8)
        state.keepSelectionVisible(height: 4, count: 10)
        #expect(state.offset == 6)
        var short = ListState(selected: 1, offset: 2)
        short.keepSelectionVisible(height: 4, count: 3)
        #expect(short.offset == 0)
    }

    @Test func clampsTheSelectionToTheRows() {
        var state = ListState(selected: 12)
        state.keepSelectionVisible(height: 4, count: 5)
        #expect(state.selected == 4)
        #expect(state.offset == 1)
        var negative = ListState(selected: -3)
        negative.keepSelectionVisible(height: 4, count: 5)
        #expect(negative.selected == 0)
    }

    @Test func noSelectionOrNoRows() {
        var none = ListState(selected: nil, offset: 2)
        none.keepSelectionVisible(height: 4, count: 10)
        #expect(none.selected == nil)
        #expect(none.offset == 2)
        var empty = ListState(selected: 3, offset: 2)
        empty.keepSelectionVisible(height: 4, count: 0)
        #expect(empty.offset == 0)
        #expect(empty.selected == 3)
        var flat = ListState(selected: 3, offset: 2)
        flat.keepSelectionVisible(height: 0, count: 5)
        #expect(flat.offset == 0)
    }
}
