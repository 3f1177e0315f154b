import Presentation
import Testing
@testable import TerminalUI

@Suite("PickerWindow")
struct PickerWindowTests {
    /// "Backends" and two backends, then "Models of local" over `models` models.
    static func lines(models: Int) -> [PickerLine] {
        [.heading("Backends"), option(0), option(1), .heading("Models of local")] + (2..<(2 + models)).map(option)
    }

    static func option(_ index: Int) -> PickerLine { .option(index: index, title: "m\(index)", detail: "", isCurrent: false) }

    @Test func aShortListShowsEveryLineFromTheTop() {
        var window = PickerWindow()
        #expect(window.shownLines(of: Self.lines(models: 2), selectedLine: 5, height: 10) == [0, 1, 2, 3, 4, 5])
    }

    @Test func scrolledIntoTheModelsTheirHeadingStaysOnTheTopRow() {
        var window = PickerWindow()
        let lines = Self.lines(models: 20)
        #expect(window.shownLines(of: lines, selectedLine: 23, height: 5) == [3, 20, 21, 22, 23])
        #expect(window.firstLine == 19)
    }

    @Test func movingUpUnderTheHeadingScrollsALineAtATime() {
        var window = PickerWindow()
        let lines = Self.lines(models: 20)
        _ = window.shownLines(of: lines, selectedLine: 23, height: 5)
        #expect(window.shownLines(of: lines, selectedLine: 20, height: 5) == [3, 20, 21, 22, 23], "already in view")
        #expect(window.shownLines(of: lines, selectedLine: 19, height: 5) == [3, 19, 20, 21, 22])
        #expect(window.shownLines(of: lines, selectedLine: 4, height: 5) == [3, 4, 5, 6, 7], "the heading in its own place")
        #expect(window.shownLines(of: lines, selectedLine: 2, height: 5) == [0, 2, 3, 4, 5], "the backends' heading kept")
    }

    @Test func aSectionsHeadingOnTheTopRowIsNotRepeated() {
        var window = PickerWindow()
        #expect(window.shownLines(of: Self.lines(models: 20), selectedLine: 7, height: 5) == [3, 4, 5, 6, 7])
    }

    @Test func aWindowOfOneRowShowsTheSelectionAlone() {
        var window = PickerWindow()
        #expect(window.shownLines(of: Self.lines(models: 20), selectedLine: 12, height: 1) == [12])
    }
}
