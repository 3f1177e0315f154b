import Testing
@testable import TerminalUI

@Suite("ListState")
struct ListStateTests {
    /// The state after `keepSelectionVisible` on `count` rows in `height` rows of screen.
    func kept(_ state: ListState, height: Int = 4, count: Int = 10) -> ListState {
        var state = state
        state.keepSelectionVisible(height: height, count: count)
        return state
    }

    @Test func scrollsDownJustEnoughToShowTheSelection() {
        #expect(kept(ListState(selected: 6)).offset == 3)
    }

    @Test func scrollsUpToTheSelection() {
        #expect(kept(ListState(selected: 2, offset: 5)).offset == 2)
    }

    @Test func keepsTheOffsetWhileTheSelectionIsVisible() {
        #expect(kept(ListState(selected: 4, offset: 3)).offset == 3)
    }

    @Test func neverLeavesEmptyRowsBelowTheLastRow() {
        #expect(kept(ListState(selected: 9, offset: 8)).offset == 6)
        #expect(kept(ListState(selected: 1, offset: 2), count: 3).offset == 0)
    }

    @Test func clampsTheSelectionToTheRows() {
        let state = kept(ListState(selected: 12), count: 5)
        #expect(state.selected == 4)
        #expect(state.offset == 1)
        #expect(kept(ListState(selected: -3), count: 5).selected == 0)
    }

    @Test func noSelectionOrNoRows() {
        let none = kept(ListState(selected: nil, offset: 2))
        #expect(none.selected == nil)
        #expect(none.offset == 2)
        let empty = kept(ListState(selected: 3, offset: 2), count: 0)
        #expect(empty.offset == 0)
        #expect(empty.selected == 3)
        #expect(kept(ListState(selected: 3, offset: 2), height: 0, count: 5).offset == 0)
    }
}
