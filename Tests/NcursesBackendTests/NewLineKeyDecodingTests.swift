import Testing
import TerminalUI
@testable import NcursesBackend

@Suite("New-line and scrolling keys: Alt-Enter, Ctrl-J, Ctrl-Up and Ctrl-Down")
struct NewLineKeyDecodingTests {
    private func decode(_ batch: [NcursesInput]) -> [TerminalEvent] {
        var decoder = NcursesKeyDecoder()
        return decoder.decode(batch)
    }

    @Test("Enter is CR (nonl mode) or the keypad's Enter; Ctrl-J is LF and is not Enter")
    func enterAndCtrlJAreDistinct() {
        #expect(decode([.character(13)]) == [.key(.enter)])
        #expect(decode([.keyCode(CursesKeyCode.enter)]) == [.key(.enter)])
        #expect(decode([.character(10)]) == [.key(.ctrl("j"))])
        #expect(decode([.character(13), .character(10)]) == [.key(.enter), .key(.ctrl("j"))])
    }

    @Test("Escape then CR, LF or the keypad's Enter in one batch is Alt-Enter", arguments: [
        NcursesInput.character(13), .character(10), .keyCode(CursesKeyCode.enter),
    ])
    func altEnter(returnKey: NcursesInput) {
        #expect(decode([.character(27), returnKey]) == [.key(.altEnter)])
    }

    @Test("Alt-Enter between typed characters stays in order")
    func altEnterBetweenCharacters() {
        let batch: [NcursesInput] = [.character(97), .character(27), .character(13), .character(98)]
        #expect(decode(batch) == [.key(.char("a")), .key(.altEnter), .key(.char("b"))])
    }

    @Test("Escape and Return in separate batches (slower than the escape delay) are Esc, then Enter")
    func escapeThenEnterAcrossBatches() {
        var decoder = NcursesKeyDecoder()
        #expect(decoder.decode([.character(27)]) == [.key(.escape)])
        #expect(decoder.decode([.character(13)]) == [.key(.enter)])
    }

    @Test("Escape before another function key is not Alt")
    func escapeBeforeArrowIsNotAlt() {
        #expect(decode([.character(27), .keyCode(CursesKeyCode.down)]) == [.key(.escape), .key(.down)])
    }

    @Test("our codes for Ctrl-Up and Ctrl-Down decode to those keys")
    func ctrlArrows() {
        #expect(decode([.keyCode(CursesKeyCode.ctrlUp)]) == [.key(.ctrlUp)])
        #expect(decode([.keyCode(CursesKeyCode.ctrlDown)]) == [.key(.ctrlDown)])
        #expect(CursesKeyCode.ctrlUp != CursesKeyCode.pasteBegin && CursesKeyCode.ctrlDown != CursesKeyCode.pasteEnd)
    }

    @Test("the new keys have help labels")
    func labels() {
        #expect(Key.altEnter.label == "Alt-Enter")
        #expect(Key.ctrl("j").label == "Ctrl-J")
        #expect(Key.ctrlUp.label == "Ctrl-↑")
        #expect(Key.ctrlDown.label == "Ctrl-↓")
    }
}
