import Testing
import TerminalUI
@testable import NcursesBackend

/// Mouse reports (asked for by `[ui] mouse`, or left on by another program), and the keypad in
/// application mode, as ncurses hands them over.
@Suite("Mouse reports and the application keypad")
struct MouseAndKeypadDecodingTests {
    private let escape = NcursesInput.character(27)
    private let mouse = NcursesInput.keyCode(CursesKeyCode.mouse)

    @Test("after terminfo's kmous, an SGR release and the other buttons' presses are dropped whole, keys after them act")
    func sgrReleaseAndOtherButtonsAfterKmousAreDropped() {
        #expect(decodeBatch([mouse] + chars("2;60;10M") + [mouse] + chars("0;30;28m") + [mouse] + chars("1;3;3M") + chars("x")) == [
            .key(.char("x")),
        ])
    }

    @Test("the wheel's SGR reports are wheel keys, with Shift, Alt or Ctrl held too; its release and the sideways wheel are not")
    func sgrWheelReports() {
        #expect(decodeBatch([mouse] + chars("64;60;10M") + [mouse] + chars("65;1;1M") + chars("x")) == [
            .wheel(.wheelUp, column: 59, row: 9), .wheel(.wheelDown, column: 0, row: 0), .key(.char("x")),
        ])
        #expect(decodeBatch([mouse] + chars("81;5;6M") + [mouse] + chars("72;300;7M")) == [
            .wheel(.wheelDown, column: 4, row: 5), .wheel(.wheelUp, column: 299, row: 6),
        ])
        #expect(decodeBatch([mouse] + chars("65;5;5m") + [mouse] + chars("66;5;5M") + [mouse] + chars("1064;5;5M") + [mouse] + chars("64;5M")) == [])
    }

    @Test("X10's three report bytes are read whole, after kmous or after ESC [ M: a release is dropped, the wheel and a click are events")
    func x10Reports() {
        #expect(decodeBatch([mouse] + chars("#!!j")) == [.key(.char("j"))])
        #expect(decodeBatch([escape] + chars("[M#!!j")) == [.key(.char("j"))])
        #expect(decodeBatch([mouse] + chars(" $#j")) == [.click(column: 3, row: 2, isDouble: false), .key(.char("j"))])
        #expect(decodeBatch([mouse] + chars("a!!") + [escape] + chars("[M`+%")) == [
            .wheel(.wheelDown, column: 0, row: 0), .wheel(.wheelUp, column: 10, row: 4),
        ])
    }

    @Test("an SGR report that terminfo does not start (tmux's kmous is X10's) is a control sequence: dropped, or a wheel key")
    func sgrReportWithoutKmous() {
        #expect(decodeBatch([escape] + chars("[<65;10;40Mk")) == [.wheel(.wheelDown, column: 9, row: 39), .key(.char("k"))])
        #expect(decodeBatch([escape] + chars("[<2;10;40Mk") + [escape] + chars("[<64;10;40m")) == [.key(.char("k"))])
    }

    @Test("a report split over two batches is read whole: a release is dropped, a wheel step is one event")
    func reportAcrossBatches() {
        var decoder = NcursesKeyDecoder()
        #expect(decoder.decode([mouse] + chars("64;6")) == [])
        #expect(decoder.decode(chars("0;10Mq")) == [.wheel(.wheelUp, column: 59, row: 9), .key(.char("q"))])
        #expect(decoder.decode([mouse] + chars("0;6")) == [])
        #expect(decoder.decode(chars("0;10mq")) == [.key(.char("q"))])
    }

    /// tmux's and screen's terminfo name X10's `kmous`: SGR's report comes as bytes, and a read
    /// may end inside it; none of it is typed.
    @Test("an SGR report that terminfo does not start, split over two reads, is read whole, and so is one cut after ESC [ <")
    func sgrReportWithoutKmousAcrossBatches() {
        var decoder = NcursesKeyDecoder()
        #expect(decoder.decode([escape] + chars("[<6")) == [])
        #expect(decoder.decode(chars("5;50;10Mx")) == [.wheel(.wheelDown, column: 49, row: 9), .key(.char("x"))])
        #expect(decoder.decode([escape] + chars("[<")) == [])
        #expect(decoder.decode(chars("0;3;4M")) == [.click(column: 2, row: 3, isDouble: false)])
        #expect(decoder.decode([escape] + chars("[<u") + chars("y")) == [.key(.char("u")), .key(.char("y"))],
                "what cannot be part of a report ends it and acts")
    }

    @Test("keypad Enter opens and sends; keypad digits and signs type")
    func applicationKeypad() {
        #expect(decodeBatch([escape] + chars("OM")) == [.key(.enter)])
        #expect(decodeBatch([escape] + chars("Op") + [escape] + chars("Oy") + [escape] + chars("Ok")) == [
            .key(.char("0")), .key(.char("9")), .key(.char("+")),
        ])
    }
}
