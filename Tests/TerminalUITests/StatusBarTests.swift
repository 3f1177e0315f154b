import Testing
@testable import TerminalUI

@Suite("StatusBar")
struct StatusBarTests {
    private let hints: [(key: String, label: String)] = [("↑↓", "move"), ("⏎", "open"), ("?", "help"), ("q", "quit")]

    private func bar(message: String? = nil, isError: Bool = false, theme: Theme = .monochrome) -> StatusBar {
        StatusBar(breadcrumb: ["Explore", "Cats"], hints: hints, message: message, isError: isError, theme: theme)
    }

    @Test func breadcrumbOnTheLeftHintsOnTheRight() {
        let buffer = rendered(bar(), width: 50)
        #expect(buffer.textLines() == [" Explore › Cats   ↑↓ move  ⏎ open  ? help  q quit "])
        #expect(rowStyles(buffer, y: 0).allSatisfy { $0.reverse })
    }

    @Test func keysUseTheStatusKeyStyle() {
        let theme = Theme.standard
        let buffer = rendered(bar(theme: theme), width: 50)
        #expect(buffer[18, 0].style == theme.style(.statusKey))
        #expect(buffer[21, 0].style == theme.style(.statusBar))
        #expect(buffer[1, 0].style == theme.style(.breadcrumb))
        #expect(buffer[8, 0].style == theme.style(.statusBar))
        #expect(buffer[0, 0].style.bg == theme.style(.statusBar).bg)
        #expect(buffer[49, 0].style.bg == theme.style(.statusBar).bg)
    }

    @Test func hintsAreDroppedFromTheEndFirst() {
        #expect(rendered(bar(), width: 40).textLines() == [" Explore › Cats         ↑↓ move  ⏎ open "])
        #expect(rendered(bar(), width: 30).textLines() == [" Explore › Cats       ↑↓ move "])
        #expect(rendered(bar(), width: 24).textLines() == [" Explore › Cats         "])
    }

    @Test func breadcrumbIsCutWhenNothingElseFits() {
        #expect(rendered(bar(), width: 10).textLines() == [" Explore… "])
        #expect(rendered(bar(), width: 2).textLines() == ["E…"])
        #expect(rendered(bar(), width: 1).textLines() == ["…"])
    }

    @Test func messageReplacesTheHints() {
        let buffer = rendered(bar(message: "Saved"), width: 30)
        #expect(buffer.textLines() == [" Explore › Cats         Saved "])
    }

    @Test func errorMessageUsesTheErrorStyleAndWinsOverTheBreadcrumb() {
        let theme = Theme.standard
        let buffer = rendered(bar(message: "Network unreachable", isError: true, theme: theme), width: 24)
        #expect(buffer.textLines() == [" …  Network unreachable "])
        #expect(buffer[5, 0].style == theme.style(.statusError))
        let narrow = rendered(bar(message: "Network unreachable", isError: true), width: 12)
        #expect(narrow.textLines() == [" Network u… "])
    }
}
