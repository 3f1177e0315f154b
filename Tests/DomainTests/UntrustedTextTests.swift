import Testing
@testable import Domain

@Suite("Untrusted text: the rule")
struct UntrustedTextTests {
    @Test func escapeSequencesGoWholeIn7BitAnd8BitForm() {
        #expect(UntrustedText.clean("\u{1B}[31mred\u{1B}[0m") == "red")
        #expect(UntrustedText.clean("a\u{1B}[2J\u{1B}[1;1Hb") == "ab")
        #expect(UntrustedText.clean("x\u{9B}31my") == "xy")
        #expect(UntrustedText.clean("\u{1B}]52;c;SGVsbG8=\u{7}ok") == "ok", "OSC 52 ended by BEL")
        #expect(UntrustedText.clean("\u{1B}]8;;http://x\u{1B}\\link\u{1B}]8;;\u{1B}\\") == "link")
        #expect(UntrustedText.clean("a\u{1B}P1;2|data\u{1B}\\b") == "ab", "DCS")
        #expect(UntrustedText.clean("a\u{1B}_apc\u{9C}b\u{1B}^pm\u{7}c\u{1B}Xsos\u{1B}\\d") == "abcd")
        #expect(UntrustedText.clean("a\u{9D}osc\u{9C}b\u{90}dcs\u{9C}c\u{9F}apc\u{9C}d\u{9E}pm\u{9C}e\u{98}x\u{9C}") == "abcde")
        #expect(UntrustedText.clean("a\u{1B}(Bb\u{1B}7c\u{1B}") == "abc")
    }

    @Test func aStringSequenceEndsAtALineBreakCANOrSUBOrANewEscape() {
        #expect(UntrustedText.clean("\u{1B}]0;title\nnext line") == "\nnext line")
        #expect(UntrustedText.clean("\u{1B}]0;title\u{18}kept") == "kept")
        #expect(UntrustedText.clean("\u{1B}]0;title\u{1B}[31mred") == "red")
        #expect(UntrustedText.clean("\u{1B}[12日本") == "日本", "a CSI broken by a printable character ends there")
    }

    @Test func controlCharactersGoButNewlinesAndTabsStay() {
        #expect(UntrustedText.clean("nul\u{0} bell\u{7} del\u{7F} c1\u{85}\u{8D}!") == "nul bell del c1!")
        #expect(UntrustedText.clean("one\r\ntwo\rthree\n\tfour") == "one\ntwo\nthree\n\tfour")
        #expect(UntrustedText.clean("\r\r\n\n") == "\n\n\n")
    }

    @Test func bidiControlsGo() {
        #expect(UntrustedText.clean("abc\u{202E}fdp.exe\u{202C}") == "abcfdp.exe")
        #expect(UntrustedText.clean("\u{202A}\u{202B}\u{202D}\u{2066}x\u{2067}\u{2068}\u{2069}\u{200F}\u{200E}\u{61C}") == "x")
    }

    @Test func everyPrintableCharacterStays() {
        let text = "日本語 中文 한국어 😀 👨‍👩‍👧 🐈‍⬛ ❤️ ☄️ Cafe\u{301} e\u{301}\u{302} 🇯🇵 [brackets] ~ \u{FFFD} \u{10FFFD} \u{FEFF}"
        #expect(UntrustedText.clean(text) == text)
    }

    @Test func piecesCleanedInTurnEqualTheWholeCleaned() {
        let pieces = ["a\u{1B}", "[2", "Jb\u{1B}]52;c;", "SGVsbG8=", "\u{7}c\r", "\nd\u{1B}]0;t\u{1B}", "\\e\u{9B}", "1mf"]
        var cleaner = UntrustedTextCleaner()
        #expect(pieces.map { cleaner.clean($0) }.joined() == "abc\ndef")
        #expect(UntrustedText.clean(pieces.joined()) == "abc\ndef")
    }
}
