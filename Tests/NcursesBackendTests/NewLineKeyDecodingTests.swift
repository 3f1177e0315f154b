import Testing
import TerminalUI
@testable import NcursesBackend

@Suite("Chat keys: Alt-Enter, Ctrl-J, Ctrl with Up, Down, Home and End, the command chords, Alt-B and Alt-F")
struct NewLineKeyDecodingTests {
    @Test("Enter is CR (nonl mode) or the keypad's Enter; Ctrl-J is LF and is not Enter")
    func enterAndCtrlJAreDistinct() {
        #expect(decodeBatch([.character(13)]) == [.key(.enter)])
        #expect(decodeBatch([.keyCode(CursesKeyCode.enter)]) == [.key(.enter)])
        #expect(decodeBatch([.character(10)]) == [.key(.ctrl("j"))])
        #expect(decodeBatch([.character(13), .character(10)]) == [.key(.enter), .key(.ctrl("j"))])
    }

    @Test("Escape then CR, LF or the keypad's Enter in one batch is Alt-Enter", arguments: [
        NcursesInput.character(13), .character(10), .keyCode(CursesKeyCode.enter),
    ])
    func altEnter(returnKey: NcursesInput) {
        #expect(decodeBatch([.character(27), returnKey]) == [.key(.altEnter)])
    }

    @Test("Alt-Enter between typed characters stays in order")
    func altEnterBetweenCharacters() {
        let batch: [NcursesInput] = [.character(97), .character(27), .character(13), .character(98)]
        #expect(decodeBatch(batch) == [.key(.char("a")), .key(.altEnter), .key(.char("b"))])
    }

    @Test("Escape and Return in separate batches (slower than the escape delay) are Esc, then Enter")
    func escapeThenEnterAcrossBatches() {
        var decoder = NcursesKeyDecoder()
        #expect(decoder.decode([.character(27)]) == [.key(.escape)])
        #expect(decoder.decode([.character(13)]) == [.key(.enter)])
    }

    @Test("Escape before a function key other than Up and Down is not Alt")
    func escapeBeforeFunctionKeyIsNotAlt() {
        #expect(decodeBatch([.character(27), .keyCode(CursesKeyCode.pageDown)]) == [.key(.escape), .key(.pageDown)])
        #expect(decodeBatch([.character(27), .keyCode(CursesKeyCode.left)]) == [.key(.escape), .key(.left)])
    }

    @Test("our codes for Ctrl-Up and Ctrl-Down decode to those keys")
    func ctrlArrows() {
        #expect(decodeBatch([.keyCode(CursesKeyCode.ctrlUp)]) == [.key(.ctrlUp)])
        #expect(decodeBatch([.keyCode(CursesKeyCode.ctrlDown)]) == [.key(.ctrlDown)])
        #expect(CursesKeyCode.ctrlUp != CursesKeyCode.pasteBegin && CursesKeyCode.ctrlDown != CursesKeyCode.pasteEnd)
    }

    @Test("our codes for Ctrl-Home and Ctrl-End decode to those keys, and differ from the others")
    func ctrlHomeAndEnd() {
        #expect(decodeBatch([.keyCode(CursesKeyCode.ctrlHome)]) == [.key(.ctrlHome)])
        #expect(decodeBatch([.keyCode(CursesKeyCode.ctrlEnd)]) == [.key(.ctrlEnd)])
        let ours = [CursesKeyCode.pasteBegin, CursesKeyCode.pasteEnd, CursesKeyCode.ctrlUp, CursesKeyCode.ctrlDown,
                    CursesKeyCode.ctrlHome, CursesKeyCode.ctrlEnd, CursesKeyCode.altUp, CursesKeyCode.altDown]
        #expect(Set(ours).count == ours.count)
    }

    @Test("Alt-Up and Alt-Down: our codes (xterm); Escape then an arrow stays two keys")
    func altArrows() {
        #expect(decodeBatch([.keyCode(CursesKeyCode.altUp)]) == [.key(.altUp)])
        #expect(decodeBatch([.keyCode(CursesKeyCode.altDown)]) == [.key(.altDown)])
        #expect(decodeBatch([.character(27), .keyCode(CursesKeyCode.down)]) == [.key(.escape), .key(.down)])
        #expect(Key.altUp.label == "Alt-↑" && Key.altDown.label == "Alt-↓")
    }

    @Test("Ctrl-R, Ctrl-S, Ctrl-K and Ctrl-W arrive as keys (raw mode: no flow control, no erase)")
    func commandChords() {
        #expect(decodeBatch([.character(18)]) == [.key(.ctrl("r"))])
        #expect(decodeBatch([.character(19)]) == [.key(.ctrl("s"))])
        #expect(decodeBatch([.character(11)]) == [.key(.ctrl("k"))])
        #expect(decodeBatch([.character(23)]) == [.key(.ctrl("w"))])
    }

    @Test("Escape then b or f within the escape delay is Alt-B or Alt-F; apart, Esc then the letter")
    func altWordKeys() {
        #expect(decodeBatch([.character(27), .character(98)]) == [.key(.alt("b"))])
        #expect(decodeBatch([.character(27), .character(102)]) == [.key(.alt("f"))])
        var decoder = NcursesKeyDecoder()
        #expect(decoder.decode([.character(27)]) == [.key(.escape)])
        #expect(decoder.decode([.character(98)]) == [.key(.char("b"))])
    }

    @Test("Escape then DEL or Backspace in one batch is Alt-Backspace, not Esc then Backspace", arguments: [
        NcursesInput.character(127), .character(8), .keyCode(CursesKeyCode.backspace),
    ])
    func altBackspace(backspace: NcursesInput) {
        #expect(decodeBatch([.character(27), backspace]) == [.key(.altBackspace)])
        #expect(Key.altBackspace.label == "Alt-Backspace")
    }

    @Test("the new keys have help labels")
    func labels() {
        #expect(Key.altEnter.label == "Alt-Enter")
        #expect(Key.ctrl("j").label == "Ctrl-J")
        #expect(Key.ctrlUp.label == "Ctrl-↑")
        #expect(Key.ctrlDown.label == "Ctrl-↓")
        #expect(Key.ctrlHome.label == "Ctrl-Home")
        #expect(Key.ctrlEnd.label == "Ctrl-End")
        #expect(Key.alt("b").label == "Alt-b")
    }
}
