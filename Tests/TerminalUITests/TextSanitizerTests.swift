import Testing
@testable import TerminalUI

@Suite("TextSanitizer")
struct TextSanitizerTests {
    @Test func dropsCSISequencesWhole() {
        #expect(TextSanitizer.clean("\u{1B}[31mred\u{1B}[0m") == "red")
        #expect(TextSanitizer.clean("a\u{1B}[2J\u{1B}[1;1Hb") == "ab")
        #expect(TextSanitizer.clean("x\u{9B}31my") == "xy")
    }

    @Test func dropsOSCAndStringSequences() {
        #expect(TextSanitizer.clean("\u{1B}]0;evil title\u{7}ok") == "ok")
        #expect(TextSanitizer.clean("\u{1B}]8;;http://x\u{1B}\\link\u{1B}]8;;\u{1B}\\") == "link")
        #expect(TextSanitizer.clean("a\u{1B}Pdcs data\u{1B}\\b") == "ab")
        #expect(TextSanitizer.clean("a\u{9D}osc\u{9C}b") == "ab")
    }

    @Test func dropsOtherEscapesAndBareControls() {
        #expect(TextSanitizer.clean("a\u{1B}(Bb") == "ab")
        #expect(TextSanitizer.clean("a\u{1B}") == "a")
        #expect(TextSanitizer.clean("bell\u{7} nul\u{0} del\u{7F}") == "bell nul del")
        #expect(TextSanitizer.clean("line\nbreak\r") == "linebreak")
    }

    @Test func dropsC1Controls() {
        #expect(TextSanitizer.clean("a\u{85}b\u{8D}c") == "abc")
    }

    @Test func dropsBidiOverridesAndIsolates() {
        #expect(TextSanitizer.clean("abc\u{202E}def\u{202C}") == "abcdef")
        #expect(TextSanitizer.clean("\u{2066}x\u{2069}\u{200F}\u{200E}\u{61C}") == "x")
    }

    @Test func tabsBecomeSpacesAndTextIsKept() {
        #expect(TextSanitizer.clean("a\tb") == "a b")
        let text = "日本語 😀 👨‍👩‍👧 Cafe\u{301} [brackets] ~"
        #expect(TextSanitizer.clean(text) == text)
    }

    @Test func cleaningLineByLineKeepsLineBreaksAndNormalisesThem() {
        #expect(TextSanitizer.cleanKeepingLineBreaks("one\r\ntwo\rthree\nfour") == "one\ntwo\nthree\nfour")
        #expect(TextSanitizer.cleanKeepingLineBreaks("\u{1B}[31mred\u{1B}[0m\n\tgo\u{7}\n\n日本 😀")
                == "red\n go\n\n日本 😀")
        #expect(TextSanitizer.cleanKeepingLineBreaks("") == "")
        #expect(TextSanitizer.cleanKeepingLineBreaks("\n") == "\n")
    }

    @Test func aPasteKeepsItsTabs() {
        #expect(TextSanitizer.cleanPaste("all:\r\n\tgcc\u{1B}[31m\u{7}") == "all:\n\tgcc")
        #expect(TextSanitizer.cleanPaste("a\tb") == "a\tb")
    }
}
