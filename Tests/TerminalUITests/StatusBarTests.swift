import Testing
@testable import TerminalUI

@Suite("StatusBar")
struct StatusBarTests {
    private let hints: [StatusBar.Hint] = [
        .init("↑↓", "move"), .init("⏎", "open"), .init("?", "help", priority: .high), .init("q", "quit"),
    ]

    private func bar(message: String? = nil, isError: Bool = false, theme: Theme = .monochrome) -> StatusBar {
        StatusBar(breadcrumb: ["Explore", "Cats"], hints: hints, message: message, isError: isError, theme: theme)
    }

    /// The bar as tall as it asks to be (at most `maxRows`), drawn at `width`.
    private func lines(_ bar: StatusBar, width: Int, maxRows: Int = 3) -> [String] {
        rendered(bar, width: width, height: bar.height(width: width, maxRows: maxRows)).textLines()
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

    @Test func theBreadcrumbShrinksToTheScreenNameBeforeAnyHintGoes() {
        #expect(rendered(bar(), width: 40).textLines() == [" Cats   ↑↓ move  ⏎ open  ? help  q quit "])
    }

    @Test func hintsGoFromTheEndAndHelpGoesLast() {
        #expect(rendered(bar(), width: 30).textLines() == [" Cats         ↑↓ move  ? help "])
        #expect(rendered(bar(), width: 24).textLines() == [" Cats   ↑↓ move  ? help "])
        #expect(rendered(bar(), width: 16).textLines() == [" Cats    ? help "])
    }

    /// A short hint that went first comes back once a longer one went, if it fits.
    @Test func aShortHintDroppedFirstComesBackWhereALongerOneMadeRoom() {
        let hints: [StatusBar.Hint] = [
            .init("Enter", "send"), .init("Ctrl-S", "export a long way"), .init("Esc", "back", priority: .low),
            .init("F1", "help", priority: .high),
        ]
        let chat = StatusBar(breadcrumb: ["Chat"], hints: hints, theme: .monochrome)
        #expect(rendered(chat, width: 38).textLines() == [" Chat   Enter send  Esc back  F1 help "])
    }

    @Test func theNameIsCutOnlyWhenNothingElseFits() {
        let long = StatusBar(breadcrumb: ["Explore", "Professor Purr the Third"], hints: hints, theme: .monochrome)
        #expect(rendered(long, width: 20).textLines() == [" Professor…  ? help "])
        #expect(rendered(bar(), width: 10).textLines() == [" Cats     "])
        #expect(rendered(bar(), width: 2).textLines() == ["C…"])
        #expect(rendered(bar(), width: 1).textLines() == ["…"])
    }

    /// A 64-cell name kept every hint but help out; cut, it leaves the main ones room.
    @Test func aLongNameIsCutToAThirdOfTheBarBeforeHintsGo() {
        let name = String(repeating: "名前", count: 16)
        let chat = StatusBar(breadcrumb: ["Explore", name], hints: [
            .init("Enter", "send"), .init("Ctrl-S", "export"), .init("Esc", "back"), .init("Ctrl-O", "model"),
            .init("F1", "help", priority: .high),
        ], theme: .monochrome)
        let twelve = String(repeating: "名前", count: 6)
        #expect(rendered(chat, width: 80).textLines()
                    == [" \(twelve)…         Enter send  Ctrl-S export  Esc back  F1 help "])
        #expect(rendered(chat, width: 120).textLines()
                    == [" \(String(repeating: "名前", count: 14))…   Enter send  Ctrl-S export  Esc back  Ctrl-O model  F1 help "])
        let short = StatusBar(breadcrumb: ["Explore", "Avatar settings"], hints: chat.hints, theme: .monochrome)
        #expect(rendered(short, width: 60).textLines() == [" Avatar settings         Enter send  Ctrl-S export  F1 help "],
                "a name of 20 cells or less is not cut")
    }

    @Test func aLowPriorityHintGoesBeforeTheOthers() {
        let typing = StatusBar(breadcrumb: ["Cats"], hints: [.init("", "type to filter", priority: .low),
                                                             .init("Enter", "done"), .init("Esc", "clear"),
                                                             .init("F1", "help", priority: .high)], theme: .monochrome)
        #expect(rendered(typing, width: 60).textLines()
                    == [" Cats        type to filter  Enter done  Esc clear  F1 help "])
        #expect(rendered(typing, width: 42).textLines() == [" Cats      Enter done  Esc clear  F1 help "])
    }

    @Test func aShortMessageReplacesTheHints() {
        #expect(lines(bar(message: "Saved"), width: 30) == [" Explore › Cats         Saved "])
        #expect(lines(bar(message: "Saved the bookmark"), width: 30) == [" Cats      Saved the bookmark "])
    }

    @Test func aLongMessageWrapsAboveTheBarWhichKeepsItsHints() {
        let theme = Theme.standard
        let message = "Could not delete the chat: the database is locked by another program"
        let text = lines(bar(message: message, isError: true, theme: theme), width: 30, maxRows: 5)
        #expect(text == [
            " Could not delete the chat:   ",
            " the database is locked by    ",
            " another program              ",
            " Cats         ↑↓ move  ? help ",
        ])
        let buffer = rendered(bar(message: message, isError: true, theme: theme), width: 30, height: 4)
        #expect(buffer[1, 0].style == theme.style(.statusError))
        #expect(buffer[0, 2].style.bg == theme.style(.statusBar).bg)
    }

    @Test func aMessageLongerThanTheRowsItMayTakeEndsInAnEllipsis() {
        let message = "Could not delete the chat: the database is locked by another program"
        #expect(lines(bar(message: message), width: 30, maxRows: 3) == [
            " Could not delete the chat:   ",
            " the database is locked by…   ",
            " Cats         ↑↓ move  ? help ",
        ])
        #expect(lines(bar(message: message), width: 30, maxRows: 1) == [" Could not delete the chat:…  "])
    }

    /// A status that stays for minutes gives way to its short form before any key hint goes.
    @Test func theShortStatusTakesThePlaceOfTheLongOneBeforeAHintGoes() {
        var bar = bar()
        bar.status = "updated 09:00 · 1 feed failed (f for details)"
        bar.shortStatus = "1 feed failed"
        #expect(lines(bar, width: 100) == [" Explore › Cats · updated 09:00 · 1 feed failed (f for details)     ↑↓ move  ⏎ open  ? help  q quit "])
        #expect(lines(bar, width: 70) == [" Explore › Cats · 1 feed failed       ↑↓ move  ⏎ open  ? help  q quit "])
        #expect(lines(bar, width: 50) == [" Cats · 1 feed failed     ↑↓ move  ⏎ open  ? help "])
    }

    /// "updated 09:38" stays for the session and no key needs it: it goes before any hint.
    @Test func aStatusThatGivesWayGoesBeforeAnyHint() {
        var bar = bar()
        bar.status = "updated 09:38"
        bar.statusGivesWay = true
        #expect(lines(bar, width: 70) == [" Explore › Cats · updated 09:38       ↑↓ move  ⏎ open  ? help  q quit "])
        #expect(lines(bar, width: 50) == [" Explore › Cats   ↑↓ move  ⏎ open  ? help  q quit "])
        bar.statusGivesWay = false
        #expect(lines(bar, width: 50) == [" Cats · updated 09:38     ↑↓ move  ⏎ open  ? help "])
    }
}
