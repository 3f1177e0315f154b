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
}
