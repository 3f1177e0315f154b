import Testing
import TerminalUI
@testable import NcursesBackend

/// Reports of a mouse left reporting by another program, and the keypad in application mode,
/// as ncurses hands them over.
@Suite("Mouse reports and the application keypad")
struct MouseAndKeypadDecodingTests {
    private let escape = NcursesInput.character(27)
    private let mouse = NcursesInput.keyCode(CursesKeyCode.mouse)

    @Test("after terminfo's kmous, an SGR report (press, wheel, release) is dropped whole, keys after it act")
    func sgrReportsAfterKmousAreDropped() {
        #expect(decodeBatch([mouse] + chars("64;60;10M") + [mouse] + chars("0;30;28m") + chars("x")) == [.key(.char("x"))])
    }

    @Test("X10's three report bytes are dropped, after kmous or after ESC [ M")
    func x10ReportsAreDropped() {
        #expect(decodeBatch([mouse] + chars(" !!j")) == [.key(.char("j"))])
        #expect(decodeBatch([escape] + chars("[M !!j")) == [.key(.char("j"))])
    }

    @Test("an SGR report that terminfo does not start is a control sequence, dropped too")
    func sgrReportWithoutKmous() {
        #expect(decodeBatch([escape] + chars("[<65;10;40Mk")) == [.key(.char("k"))])
    }

    @Test("a report split over two batches is still dropped")
    func reportAcrossBatches() {
        var decoder = NcursesKeyDecoder()
        #expect(decoder.decode([mouse] + chars("64;6")) == [])
        #expect(decoder.decode(chars("0;10Mq")) == [.key(.char("q"))])
    }

    @Test("keypad Enter opens and sends; keypad digits and signs type")
    func applicationKeypad() {
        #expect(decodeBatch([escape] + chars("OM")) == [.key(.enter)])
        #expect(decodeBatch([escape] + chars("Op") + [escape] + chars("Oy") + [escape] + chars("Ok")) == [
            .key(.char("0")), .key(.char("9")), .key(.char("+")),
        ])
    }
}
