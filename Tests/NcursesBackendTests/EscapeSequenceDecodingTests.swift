import Testing
import TerminalUI
@testable import NcursesBackend

/// A control sequence terminfo does not know comes from ncurses byte by byte. Read whole in one
/// batch, it is dropped, so none of it is typed; anything else an Escape begins reads as before.
@Suite("Escape sequences terminfo does not know")
struct EscapeSequenceDecodingTests {
    private let escape = NcursesInput.character(27)

    private func typed(_ events: [TerminalEvent]) -> String {
        String(events.compactMap { event -> Character? in
            if case .key(.char(let character)) = event { return character }
            return nil
        })
    }

    @Test("a whole CSI sequence is dropped: ESC [31m then X types only X", arguments: [
        "[31m", "[1;5P", "[27;5;13~", "[?1u", "[>0;276;0c", "[ q", "[200$~", "[I",
    ])
    func csiIsDropped(sequence: String) {
        #expect(decodeBatch([escape] + chars(sequence + "X")) == [.key(.char("X"))])
    }

    @Test("SS3, with or without parameters, is dropped")
    func ss3IsDropped() {
        #expect(decodeBatch([escape] + chars("OPx")) == [.key(.char("x"))])
        #expect(decodeBatch([escape] + chars("O2Qx")) == [.key(.char("x"))])
    }

    @Test("control strings end at BEL or ST (ESC \\), UTF-8 inside too")
    func controlStringsAreDropped() {
        #expect(decodeBatch([escape] + chars("]11;rgb:0000/0000/0000") + [.character(7)] + chars("a")) == [.key(.char("a"))])
        #expect(decodeBatch([escape] + chars("]2;タイトル") + [escape] + chars("\\a")) == [.key(.char("a"))])
        #expect(decodeBatch([escape] + chars("P1$r0m") + [escape] + chars("\\a")) == [.key(.char("a"))])
        #expect(decodeBatch([escape] + chars("_Gi=1;OK") + [escape] + chars("\\a")) == [.key(.char("a"))])
    }

    @Test("two sequences in a row, and keys around them")
    func sequencesInARow() {
        let batch = chars("a") + [escape] + chars("[31m") + [escape] + chars("[0mb")
        #expect(decodeBatch(batch) == [.key(.char("a")), .key(.char("b"))])
    }

    @Test("Esc alone, Alt with a letter and Alt-[ / Alt-] alone keep their meaning")
    func escapeAndAltStay() {
        #expect(decodeBatch([escape]) == [.key(.escape)])
        #expect(decodeBatch([escape] + chars("b")) == [.key(.alt("b"))])
        #expect(decodeBatch([escape] + chars("[")) == [.key(.alt("["))])
        #expect(decodeBatch([escape] + chars("]")) == [.key(.alt("]"))])
        #expect(decodeBatch([escape] + chars("O")) == [.key(.alt("O"))])
        #expect(decodeBatch([escape] + chars("P")) == [.key(.alt("P"))])
    }

    @Test("a sequence the batch ends inside is read as keys, as before")
    func unfinishedSequenceIsKeys() {
        let csi = decodeBatch([escape] + chars("[31"))
        #expect(csi.first == .key(.alt("[")))
        #expect(typed(csi) == "31")
        let osc = decodeBatch([escape] + chars("]0;title"))
        #expect(osc.first == .key(.alt("]")))
        #expect(typed(osc) == "0;title")
    }

    @Test("a byte that cannot belong to the sequence ends it as keys, then acts itself")
    func brokenSequenceIsKeys() {
        #expect(decodeBatch([escape] + chars("[3") + [.character(13)]) == [.key(.alt("[")), .key(.char("3")), .key(.enter)])
        #expect(decodeBatch([escape] + chars("[") + [.keyCode(CursesKeyCode.up)]) == [.key(.alt("[")), .key(.up)])
        #expect(decodeBatch([escape] + chars("[ 1m")) == [.key(.alt("[")), .key(.char(" ")), .key(.char("1")), .key(.char("m"))])
        #expect(decodeBatch([escape] + chars("]ab") + [escape] + chars("x")) == [
            .key(.alt("]")), .key(.char("a")), .key(.char("b")), .key(.alt("x")),
        ])
    }

    @Test("a sequence split across two batches is not joined")
    func splitAcrossBatches() {
        var decoder = NcursesKeyDecoder()
        #expect(decoder.decode([escape] + chars("[")) == [.key(.alt("["))])
        #expect(decoder.decode(chars("31m")) == [.key(.char("3")), .key(.char("1")), .key(.char("m"))])
    }

    @Test("a paste that begins inside a sequence ends it as keys and is a paste")
    func pasteInsideASequence() {
        let events = decodeBatch([escape] + chars("[") + [pasteBegin] + chars("hi") + [pasteEnd])
        #expect(events == [.key(.alt("[")), .paste("hi")])
    }
}
