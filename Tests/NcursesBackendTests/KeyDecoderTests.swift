import Testing
import TerminalUI
@testable import NcursesBackend

@Suite("NcursesKeyDecoder")
struct KeyDecoderTests {
    @Test("function-key codes map to navigation keys", arguments: [
        (CursesKeyCode.up, Key.up), (CursesKeyCode.down, .down), (CursesKeyCode.left, .left),
        (CursesKeyCode.right, .right), (CursesKeyCode.pageUp, .pageUp), (CursesKeyCode.pageDown, .pageDown),
        (CursesKeyCode.home, .home), (CursesKeyCode.end, .end), (CursesKeyCode.delete, .delete),
        (CursesKeyCode.backTab, .backTab), (CursesKeyCode.enter, .enter), (CursesKeyCode.backspace, .backspace),
    ])
    func namedKeyCodes(code: Int32, key: Key) {
        #expect(decodeBatch([.keyCode(code)]) == [.key(key)])
    }

    /// The Linux console's terminfo names Ctrl-Z a key (`kspd=^Z`): it still suspends.
    @Test func theSuspendKeyIsCtrlZ() {
        #expect(decodeBatch([.keyCode(CursesKeyCode.suspend)]) == [.key(.ctrl("z"))])
    }

    @Test("Home and End variants (keypad, Find, Select) are Home and End")
    func homeEndVariants() {
        for code in CursesKeyCode.homeVariants { #expect(decodeBatch([.keyCode(code)]) == [.key(.home)]) }
        for code in CursesKeyCode.endVariants { #expect(decodeBatch([.keyCode(code)]) == [.key(.end)]) }
    }

    @Test("F1 to F12 map to function keys, F13 is ignored")
    func functionKeys() {
        for n in 1...12 { #expect(decodeBatch([.keyCode(CursesKeyCode.function(n))]) == [.key(.function(n))]) }
        #expect(decodeBatch([.keyCode(CursesKeyCode.function(13))]) == [])
    }

    @Test("control codes: Ctrl letters, Tab, Enter, Backspace")
    func controlCodes() {
        #expect(decodeBatch([.character(1)]) == [.key(.ctrl("a"))])
        #expect(decodeBatch([.character(3)]) == [.key(.ctrl("c"))])
        #expect(decodeBatch([.character(10)]) == [.key(.ctrl("j"))])
        #expect(decodeBatch([.character(26)]) == [.key(.ctrl("z"))])
        #expect(decodeBatch([.character(31)]) == [.key(.ctrl("_"))], "Ctrl-_ (and Ctrl-/), readline's undo")
        #expect(decodeBatch([.character(9)]) == [.key(.tab)])
        #expect(decodeBatch([.character(13)]) == [.key(.enter)])
        #expect(decodeBatch([.character(8)]) == [.key(.backspace)])
        #expect(decodeBatch([.character(127)]) == [.key(.backspace)])
    }

    @Test("printable characters, including CJK and emoji")
    func printableCharacters() {
        #expect(decodeBatch(chars("a Z")) == [.key(.char("a")), .key(.char(" ")), .key(.char("Z"))])
        #expect(decodeBatch(chars("你")) == [.key(.char("你"))])
        #expect(decodeBatch(chars("😀")) == [.key(.char("😀"))])
        #expect(decodeBatch(chars("é")) == [.key(.char("é"))])
    }

    @Test("Escape alone, and Escape followed by a key in the same batch")
    func escapeAndAlt() {
        #expect(decodeBatch([.character(27)]) == [.key(.escape)])
        #expect(decodeBatch([.character(27), .character(120)]) == [.key(.alt("x"))])
        #expect(decodeBatch([.character(27), .character(13)]) == [.key(.altEnter)])
        #expect(decodeBatch([.character(27)] + chars("你")) == [.key(.alt("你"))])
        #expect(decodeBatch([.character(27), .character(27)]) == [.key(.escape), .key(.escape)])
        // An Escape typed just before an arrow stays Esc then the arrow (Alt-↑ is xterm's ESC[1;3A).
        #expect(decodeBatch([.character(27), .keyCode(CursesKeyCode.up)]) == [.key(.escape), .key(.up)])
        #expect(decodeBatch([.character(27), .keyCode(CursesKeyCode.left)]) == [.key(.escape), .key(.left)])
        #expect(decodeBatch([.character(27), .character(1)]) == [.key(.escape), .key(.ctrl("a"))])
        #expect(decodeBatch([.character(27), .character(120), .character(121)]) == [.key(.alt("x")), .key(.char("y"))])
    }

    @Test("an Escape at the end of a batch does not combine with the next batch")
    func escapeAcrossBatches() {
        var decoder = NcursesKeyDecoder()
        #expect(decoder.decode([.character(27)]) == [.key(.escape)])
        #expect(decoder.decode([.character(120)]) == [.key(.char("x"))])
    }

    @Test("unknown codes are ignored", arguments: [
        NcursesInput.keyCode(CursesKeyCode.resize), .keyCode(0o631), .keyCode(0x7000),
        .character(0), .character(0x1C), .character(0x1E), .character(0x9B), .character(0xD800), .character(0x202E),
    ])
    func unknownCodes(input: NcursesInput) {
        #expect(decodeBatch([input]) == [])
    }
}
