import Testing
import TerminalUI
@testable import NcursesBackend

/// The left button's presses: each is a click on its cell, and a second one on the same cell
/// soon after is a double click, which the app opens with.
@Suite("Clicks in mouse reports")
struct MouseClickDecodingTests {
    private let mouse = NcursesInput.keyCode(CursesKeyCode.mouse)
    private let start = ContinuousClock.now

    private func at(_ milliseconds: Int) -> ContinuousClock.Instant { start + .milliseconds(milliseconds) }

    @Test("a press is a click on its cell (Shift, Alt or Ctrl held too); its release is nothing")
    func pressIsAClick() {
        #expect(decodeBatch([mouse] + chars("0;12;7M") + [mouse] + chars("0;12;7m")) == [.click(column: 11, row: 6, isDouble: false)])
        #expect(decodeBatch([mouse] + chars("16;1;1M")) == [.click(column: 0, row: 0, isDouble: false)])
    }

    @Test("a second press on the same cell within 400 ms is a double click; a third starts again")
    func doubleClick() {
        var decoder = NcursesKeyDecoder()
        let press = [mouse] + chars("0;12;7M"), release = [mouse] + chars("0;12;7m")
        #expect(decoder.decode(press + release, at: at(0)) == [.click(column: 11, row: 6, isDouble: false)])
        #expect(decoder.decode(press, at: at(350)) == [.click(column: 11, row: 6, isDouble: true)])
        #expect(decoder.decode(press, at: at(500)) == [.click(column: 11, row: 6, isDouble: false)])
    }

    @Test("a second press too late, or on another cell, is a click of its own")
    func notDouble() {
        var decoder = NcursesKeyDecoder()
        #expect(decoder.decode([mouse] + chars("0;12;7M"), at: at(0)) == [.click(column: 11, row: 6, isDouble: false)])
        #expect(decoder.decode([mouse] + chars("0;12;7M"), at: at(900)) == [.click(column: 11, row: 6, isDouble: false)])
        #expect(decoder.decode([mouse] + chars("0;13;7M"), at: at(1000)) == [.click(column: 12, row: 6, isDouble: false)])
    }
}
