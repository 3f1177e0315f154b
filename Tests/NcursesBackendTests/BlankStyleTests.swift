import Testing
import TerminalUI
@testable import NcursesBackend

@Suite("A blank is drawn in the colour drawn last when that looks the same")
struct BlankStyleTests {
    let grey = Style(fg: .indexed(245))
    let plain = Style.plain

    @Test func aPlainBlankAfterColouredTextKeepsTheColour() {
        #expect(CursesPainter.blankStyle(plain, after: grey) == grey)
    }

    @Test func aBlankOnAnotherBackgroundKeepsItsOwn() {
        let onBlue = Style(bg: .indexed(25))
        #expect(CursesPainter.blankStyle(onBlue, after: grey) == onBlue)
        #expect(CursesPainter.blankStyle(plain, after: Style(fg: .indexed(245), bg: .indexed(25))) == plain)
    }

    @Test func attributesThatShowOnABlankAreKept() {
        #expect(CursesPainter.blankStyle(Style(underline: true), after: grey) == Style(underline: true))
        #expect(CursesPainter.blankStyle(Style(reverse: true), after: grey) == Style(reverse: true))
        #expect(CursesPainter.blankStyle(plain, after: Style(fg: .indexed(245), reverse: true)) == plain)
        #expect(CursesPainter.blankStyle(plain, after: Style(fg: .indexed(245), underline: true)) == plain)
    }

    @Test func aBlankDoesNotTakeBoldOrDim() {
        #expect(CursesPainter.blankStyle(plain, after: Style(fg: .indexed(245), bold: true)) == plain)
        #expect(CursesPainter.blankStyle(plain, after: Style(dim: true)) == plain)
        #expect(CursesPainter.blankStyle(plain, after: nil) == plain)
    }
}
