import Testing
@testable import TerminalUI

@Suite("ButtonRow")
struct ButtonRowTests {
    private let buttons: [(key: String, label: String)] = [("Enter", "Get started"), ("g", "Continue as guest")]

    @Test func buttonsShowTheirKeyInBrackets() {
        let buffer = rendered(ButtonRow(buttons: buttons, theme: .monochrome), width: 45)
        #expect(buffer.textLines() == ["[Enter] Get started   [g] Continue as guest  "])
        #expect((1...5).allSatisfy { buffer[$0, 0].style == Theme.monochrome.style(.buttonKey) })
        #expect(buffer[0, 0].style == .plain)
        #expect(buffer[23, 0].style.bold)
        #expect(!buffer[26, 0].style.bold)
    }

    @Test func centredVariant() {
        let row = ButtonRow(buttons: buttons, theme: .monochrome, alignment: .center)
        #expect(rendered(row, width: 49).textLines() == ["   [Enter] Get started   [g] Continue as guest   "])
    }

    @Test func buttonsThatDoNotFitGoToTheNextRow() {
        let row = ButtonRow(buttons: buttons, theme: .monochrome, alignment: .center)
        #expect(rendered(row, width: 25, height: 2).textLines() == [
            "   [Enter] Get started   ",
            "  [g] Continue as guest  ",
        ])
    }

    @Test func aButtonWiderThanTheAreaIsCut() {
        let buffer = rendered(ButtonRow(buttons: buttons, theme: .monochrome), width: 10)
        #expect(buffer.textLines() == ["[Enter] G…"])
    }

    @Test func trailingAlignment() {
        let row = ButtonRow(buttons: [("q", "Quit")], theme: .monochrome, alignment: .trailing)
        #expect(rendered(row, width: 12).textLines() == ["    [q] Quit"])
    }

    /// A click on a button presses its key: each cell of "[Enter] Get started" is Enter's, the
    /// gaps and the margins are nobody's, on every row the buttons took.
    @Test func theKeyOfTheButtonUnderACell() {
        let row = ButtonRow(buttons: buttons, theme: .monochrome, alignment: .center)
        let area = Rect(x: 0, y: 5, width: 25, height: 2)
        // "   [Enter] Get started   " then "  [g] Continue as guest  ".
        #expect(row.key(atColumn: 3, row: 5, in: area) == .enter)
        #expect(row.key(atColumn: 21, row: 5, in: area) == .enter)
        #expect(row.key(atColumn: 22, row: 5, in: area) == nil)
        #expect(row.key(atColumn: 1, row: 5, in: area) == nil)
        #expect(row.key(atColumn: 2, row: 6, in: area) == .char("g"))
        #expect(row.key(atColumn: 2, row: 7, in: area) == nil, "below the area")
        let form = ButtonRow(buttons: [("Ctrl-S", "Save"), ("Tab", "Next field"), ("Esc", "Cancel")], theme: .monochrome)
        let line = Rect(x: 0, y: 0, width: 60, height: 1)
        // "[Ctrl-S] Save   [Tab] Next field   [Esc] Cancel"
        #expect([0, 16, 35].map { form.key(atColumn: $0, row: 0, in: line) } == [.ctrl("s"), .tab, .escape])
    }
}
