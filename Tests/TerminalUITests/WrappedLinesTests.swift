import Testing
@testable import TerminalUI

/// A text that grows piece by piece wraps as the whole text does, and each piece lays out only
/// the last line again.
@Suite("WrappedLines")
struct WrappedLinesTests {
    static let tokens = [
        "word", " ", "  ", "averyveryverylongwordthatfillslines", "日本", "語", "\n", "\n\n", "é", "Cafe\u{301}",
        "👩‍💻", "a", "x y", "🍡", "ab\u{200B}c",
    ]

    @Test(arguments: [1, 2, 3, 7, 13, 40])
    func aTextGrownInPiecesWrapsAsTheWholeText(width: Int) {
        var random = SplitMix(seed: UInt64(width))
        for _ in 0..<50 {
            let text = (0..<random.next(below: 40)).map { _ in Self.tokens[random.next(below: Self.tokens.count)] }.joined()
            let characters = Array(text)
            var grown = WrappedLines(width: width), start = 0
            while start < characters.count {
                let end = min(characters.count, start + 1 + random.next(below: 9))
                grown.append(String(characters[start..<end]))
                start = end
            }
            #expect(grown.lines == TextLayout.wrap(text, width: width), "\(text.debugDescription) at width \(width)")
        }
    }

    @Test func eachPieceLaysOutOnlyTheLastLineAgain() {
        var lines = WrappedLines(width: 40)
        var longest = 0
        for index in 0..<5_000 {
            lines.append(index % 500 == 499 ? "\n" : index % 3 == 0 ? "日本" : "word ")
            longest = max(longest, lines.lastLineSource.utf8.count)
        }
        #expect(lines.count > 500)
        #expect(longest <= 40 * 3 + 6, "the text laid out again stays within one line, however long the text grows")
    }

    @Test func countAndSubscriptMatchTheLines() {
        var lines = WrappedLines(width: 5)
        #expect(lines.count == 1 && lines[0] == "")
        lines.append("one two three")
        #expect(lines.lines == ["one", "two", "three"])
        #expect((0..<lines.count).map { lines[$0] } == lines.lines)
    }
}

/// A small seeded random source, so that the cases are the same on every run.
struct SplitMix {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next(below bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((value ^ (value >> 31)) % UInt64(bound))
    }
}

/// A soft hyphen and a zero-width space are where a word may break (Thai writes no spaces, German
/// compounds are long); a line that ends at a soft hyphen shows "-", neither is drawn otherwise.
@Suite("Wrapping at soft hyphens and zero-width spaces")
struct SoftBreakWrapTests {
    @Test func aSoftHyphenBreaksAWordAndShowsAHyphen() {
        let text = "Rind\u{AD}fleisch\u{AD}etikettierungs\u{AD}gesetz"
        #expect(TextLayout.wrap(text, width: 16) == ["Rind\u{AD}fleisch-", "etikettierungs-", "gesetz"])
        #expect(TextLayout.wrap(text, width: 40) == [text], "unbroken, the soft hyphens stay invisible")
    }

    @Test func aZeroWidthSpaceBreaksThaiWithoutAMark() {
        let text = "ภาษาไทย\u{200B}ไม่มี\u{200B}ช่องว่าง\u{200B}ระหว่าง\u{200B}คำ"
        let lines = TextLayout.wrap(text, width: 12)
        #expect(lines == ["ภาษาไทย\u{200B}ไม่มี\u{200B}", "ช่องว่าง\u{200B}ระหว่าง\u{200B}", "คำ"], "\(lines)")
    }

    /// A chat reply's Markdown breaks where the article reader does: a reply with a long German
    /// compound or Thai ran past its soft breaks and was cut between letters.
    @Test func aReplyBreaksAtThemAsTheReaderDoes() {
        func wrapped(_ text: String, width: Int) -> [String] {
            SpanWrap.wrap([Span(text, .plain)], width: width).map { $0.map(\.text).joined() }
        }
        for (text, width) in [("Rind\u{AD}fleisch\u{AD}etikettierungs\u{AD}gesetz", 16),
                              ("ภาษาไทย\u{200B}ไม่มี\u{200B}ช่องว่าง\u{200B}ระหว่าง\u{200B}คำ", 12),
                              ("Das Rind\u{AD}fleisch\u{AD}etikettierungs\u{AD}gesetz ist lang", 16)] {
            #expect(wrapped(text, width: width) == TextLayout.wrap(text, width: width), "\(text)")
        }
        let styled = SpanWrap.wrap([Span("Rind\u{AD}", .plain), Span("fleisch\u{AD}etikett", Style(bold: true))], width: 12)
        #expect(styled.map { $0.map(\.text) } == [["Rind\u{AD}", "fleisch-"], ["etikett"]], "the styles are kept")
    }

    @Test func aPieceLongerThanALineIsStillCut() {
        #expect(TextLayout.wrap("abcdefgh\u{AD}ij", width: 4) == ["abcd", "efgh\u{AD}", "ij"], "no room for the hyphen")
    }
}
