import Testing
import TerminalUI
@testable import NcursesBackend

@Suite("Typed bytes when the locale is not UTF-8")
struct UTF8ByteDecoderTests {
    private func decode(_ bytes: [UInt8]) -> [UInt32] {
        var decoder = UTF8ByteDecoder()
        return bytes.flatMap { decoder.add($0) } + decoder.flush()
    }

    @Test func asciiAndMultiByteCharactersArriveWhole() {
        let text = "a你é😀"
        #expect(decode(Array(text.utf8)) == text.unicodeScalars.map(\.value))
    }

    @Test func anIncompleteCharacterIsNotSilentlyDropped() {
        #expect(decode([0xE4, 0xBD]) == [0xFFFD])
        #expect(decode([0xE4, 0x61]) == [0xFFFD, 0x61])
        #expect(decode([0xFF, 0x80, 0x62]) == [0xFFFD, 0xFFFD, 0x62])
    }

    @Test func anOverlongFormBecomesAReplacement() {
        #expect(decode([0xE0, 0x80, 0x80]).allSatisfy { $0 == 0xFFFD })
    }
}

@Suite("ASCII glyphs without a UTF-8 locale")
struct ASCIIGlyphTests {
    private func drawn(_ symbol: String, width: UInt8 = 1) -> String {
        let glyphs = GlyphResolver.glyphs(for: Cell(symbol: symbol, width: width), width: { _ in -1 }, asciiOnly: true)
        return String(String.UnicodeScalarView(glyphs.flatMap(\.scalars)))
    }

    @Test func framesAndMarkersBecomeASCII() {
        #expect(["╭", "─", "╮", "│", "╰", "╯", "▸", "…", "↑", "↓"].map { drawn($0) }
            == ["+", "-", "+", "|", "+", "+", ">", "~", "^", "v"], "a cut shows as ~, not as a full stop")
    }

    /// The model picker's current mark, a failed feed's cross and an open reasoning's arrow.
    @Test func marksOfTheChatAndFeedsBecomeASCII() {
        #expect(["✓", "✗", "▾"].map { drawn($0) } == ["+", "x", "v"])
    }

    @Test func asciiStaysAndOtherCharactersShowAQuestionMarkPerColumn() {
        #expect(drawn("a") == "a")
        #expect(drawn("e\u{301}") == "e")
        #expect(drawn("你", width: 2) == "??")
        #expect(drawn("∑") == "?")
    }

    @Test func withAUTF8LocaleNothingChanges() {
        let glyphs = GlyphResolver.glyphs(for: Cell(symbol: "╭", width: 1), width: { _ in 1 })
        #expect(glyphs.map(\.scalars) == [["╭"]])
    }
}

@Suite("A bracketed paste whose end never comes")
struct PasteSilenceTests {
    @Test func thePasteEndsAfterTwoHundredMillisecondsOfSilenceAndKeysActAgain() {
        var decoder = NcursesKeyDecoder()
        let start = ContinuousClock.now
        #expect(decoder.decode([pasteBegin] + chars("ab"), at: start) == [])
        #expect(decoder.decode(chars("c"), at: start + .milliseconds(150)) == [])
        #expect(decoder.pasteDeadline == start + .milliseconds(350))
        #expect(decoder.endSilentPaste(at: start + .milliseconds(349)) == [])
        #expect(decoder.endSilentPaste(at: start + .milliseconds(350)) == [.paste("abc")])
        #expect(!decoder.isInPaste && decoder.pasteDeadline == nil)
        #expect(decoder.decode(chars("q") + [.character(3)]) == [.key(.char("q")), .key(.ctrl("c"))])
    }

    @Test func aLateEndMarkerIsIgnored() {
        var decoder = NcursesKeyDecoder()
        let start = ContinuousClock.now
        _ = decoder.decode([pasteBegin] + chars("x"), at: start)
        _ = decoder.endSilentPaste(at: start + .seconds(1))
        #expect(decoder.decode([.keyCode(CursesKeyCode.pasteEnd)] + chars("y")) == [.key(.char("y"))])
    }

    @Test func anEmptyBatchDoesNotPostponeTheEnd() {
        var decoder = NcursesKeyDecoder()
        let start = ContinuousClock.now
        _ = decoder.decode([pasteBegin], at: start)
        _ = decoder.decode([], at: start + .milliseconds(190))
        #expect(decoder.endSilentPaste(at: start + .milliseconds(200)) == [.paste("")])
    }

    @Test func aPasteThatEndsNormallyHasNoDeadline() {
        var decoder = NcursesKeyDecoder()
        _ = decoder.decode([pasteBegin] + chars("a") + [.keyCode(CursesKeyCode.pasteEnd)])
        #expect(decoder.pasteDeadline == nil)
        #expect(decoder.endSilentPaste(at: .now + .seconds(5)) == [])
    }
}
