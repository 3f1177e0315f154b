import Testing
import TerminalUI
@testable import NcursesBackend

@Suite("Bracketed paste decoding")
struct PasteDecodingTests {
    @Test("text between the markers becomes one paste, CR and CR LF become newlines")
    func pasteInOneBatch() {
        var decoder = NcursesKeyDecoder()
        let batch = [pasteBegin] + chars("a\rb\r\nc 你😀") + [pasteEnd] + chars("q")
        #expect(decoder.decode(batch) == [.paste("a\nb\nc 你😀"), .key(.char("q"))])
    }

    @Test("a paste may span several batches")
    func pasteAcrossBatches() {
        var decoder = NcursesKeyDecoder()
        #expect(decoder.decode([pasteBegin] + chars("ab")) == [])
        #expect(decoder.isInPaste)
        #expect(decoder.decode(chars("c\u{1B}d")) == [])
        #expect(decoder.decode([pasteEnd]) == [.paste("abc\u{1B}d")])
        #expect(!decoder.isInPaste)
    }

    @Test("keys inside a paste are not decoded; a pending Escape before it is flushed")
    func keysInsidePaste() {
        var decoder = NcursesKeyDecoder()
        let batch = [.character(27), pasteBegin, .keyCode(CursesKeyCode.up), .character(9), pasteEnd]
        #expect(decoder.decode(batch) == [.key(.escape), .paste("\t")])
    }

    @Test("an end marker inside the pasted text, then a Return and words: all of it is the paste, nothing is sent")
    func anEndMarkerInsideThePasteDoesNotEndIt() {
        var decoder = NcursesKeyDecoder()
        let injected = [pasteBegin] + chars("abc") + [pasteEnd] + chars("\rsentX") + [pasteEnd]
        #expect(decoder.decode(injected) == [.paste("abc\nsentX")])
        let reopened = [pasteBegin] + chars("abc") + [pasteEnd] + chars("\rsentX") + [pasteBegin] + chars("def") + [pasteEnd]
        #expect(decoder.decode(reopened) == [.paste("abc\nsentXdef")])
        #expect(!decoder.isInPaste)
    }

    @Test("an empty paste is still reported")
    func emptyPaste() {
        var decoder = NcursesKeyDecoder()
        #expect(decoder.decode([pasteBegin, pasteEnd]) == [.paste("")])
    }
}

@Suite("Bracketed paste of several lines")
struct MultiLinePasteDecodingTests {
    @Test("LF, CR and CR LF line breaks all arrive as \\n, and an Enter in the paste is not a key")
    func lineBreaksArePasteText() {
        var decoder = NcursesKeyDecoder()
        let batch = [pasteBegin] + chars("one\ntwo\rthree\r\nfour\r") + [pasteEnd]
        #expect(decoder.decode(batch) == [.paste("one\ntwo\nthree\nfour\n")])
    }

    @Test("a paste split between batches after a CR does not double the line break")
    func carriageReturnAtABatchEnd() {
        var decoder = NcursesKeyDecoder()
        #expect(decoder.decode([pasteBegin] + chars("a\r")) == [])
        #expect(decoder.decode(chars("\nb") + [pasteEnd]) == [.paste("a\nb")])
    }
}
