import Testing
import TerminalUI
@testable import NcursesBackend

/// The Linux console cannot underline or dim coloured text (`ncv#18`), and ncurses then drops
/// those attributes: italic (underlined) and struck text (dim) vanished from chat replies.
@Suite("An attribute the terminal cannot show in colour is drawn in its default colours")
struct NoColorVideoTests {
    let linux = NoColorVideo(mask: 18)

    @Test func underlinedOrDimTextOnTheDefaultBackgroundLosesItsColourNotItsAttribute() {
        #expect(linux.drawsInDefaultColors(Style(underline: true)))
        #expect(linux.drawsInDefaultColors(Style(fg: .indexed(110), dim: true)))
        #expect(linux.drawsInDefaultColors(Style(fg: .basic(3), bold: true, underline: true)))
    }

    @Test func textWithoutSuchAnAttributeKeepsItsColours() {
        #expect(!linux.drawsInDefaultColors(Style(fg: .basic(3))))
        #expect(!linux.drawsInDefaultColors(Style(fg: .basic(3), bold: true, reverse: true)))
    }

    /// A background is the row's (a selection bar, a field): it stays, as it did.
    @Test func aBackgroundKeepsItsColours() {
        #expect(!linux.drawsInDefaultColors(Style(fg: .basic(7), bg: .basic(4), underline: true)))
    }

    @Test("a terminal without ncv, or one that can show everything in colour, keeps every colour", arguments: [-2, -1, 0])
    func noMask(_ mask: Int) {
        let terminal = NoColorVideo(mask: mask)
        #expect(!terminal.drawsInDefaultColors(Style(fg: .basic(3), dim: true, underline: true)))
        #expect(!terminal.drawsInDefaultColors(Style(bold: true)))
    }

    @Test func boldCountsWhereTheTerminalSaysSo() {
        #expect(NoColorVideo(mask: 32).drawsInDefaultColors(Style(fg: .basic(1), bold: true)))
        #expect(!NoColorVideo(mask: 32).drawsInDefaultColors(Style(fg: .basic(1), underline: true)))
    }
}
