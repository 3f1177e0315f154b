import Testing
import TerminalUI
@testable import NcursesBackend

@Suite("GlyphResolver")
struct GlyphResolverTests {
    /// A stand-in for wcwidth: CJK, emoji and fullwidth forms are 2, marks and selectors 0,
    /// U+10FFFD unknown (-1), everything else 1 (as glibc gives U+2600 SUN).
    private static func width(_ scalar: Unicode.Scalar) -> Int {
        switch scalar.value {
        case 0x10FFFD: -1
        case 0x0300...0x036F, 0xFE0F, 0x200D, 0x0941...0x0948, 0x094D: 0
        case 0x4E00...0x9FFF, 0x1F300...0x1FAFF, 0xFF01...0xFF60: 2
        default: 1
        }
    }

    private func glyphs(_ symbol: String, width: UInt8 = 1) -> [[Unicode.Scalar]] {
        GlyphResolver.glyphs(for: Cell(symbol: symbol, width: width), width: Self.width).map(\.scalars)
    }

    @Test("narrow and wide characters pass through")
    func passThrough() {
        #expect(glyphs("a") == [["a"]])
        #expect(glyphs("你", width: 2) == [["你"]])
        #expect(glyphs("😀", width: 2) == [["😀"]])
    }

    /// The painter draws a cell holding one printable ASCII character as that character without
    /// asking the resolver, in either locale: this is what the resolver says too.
    @Test("a printable ASCII character is drawn as itself, with or without a UTF-8 locale", arguments: [false, true])
    func printableASCIIPassesThrough(asciiOnly: Bool) {
        let style = Style(fg: .indexed(202), bold: true)
        for value in UInt32(0x20)..<0x7F {
            let scalar = Unicode.Scalar(UInt8(value))
            let cell = Cell(symbol: String(scalar), style: style)
            #expect(cell.onlyScalar == scalar)
            #expect(GlyphResolver.glyphs(for: cell, width: Self.width, asciiOnly: asciiOnly) == [Glyph(scalars: [scalar], style: style)])
        }
        #expect(Cell(symbol: "e\u{301}").onlyScalar == nil)
        #expect(Cell.continuation(.plain).onlyScalar == nil)
    }

    /// A task list's boxes (`- [ ]`, `- [x]` in a reply) have ASCII stand-ins, not `?`.
    @Test("task boxes without a UTF-8 locale are _ and x")
    func taskBoxesInASCII() {
        let stand = { (symbol: String) in GlyphResolver.glyphs(for: Cell(symbol: symbol), width: Self.width, asciiOnly: true).map(\.scalars) }
        #expect(stand("☐") == [["_"]])
        #expect(stand("☑") == [["x"]])
        #expect(stand("◦") == [["o"]], "a second-level bullet")
        #expect(stand("▪") == [["-"]], "a third-level bullet")
    }

    /// Premium's lock, two columns wide, is `$$` without a UTF-8 locale: `??` read as two
    /// characters of the title that could not be drawn.
    @Test func thePremiumLockInASCII() {
        #expect(GlyphResolver.glyphs(for: Cell(symbol: "🔒", width: 2), width: Self.width, asciiOnly: true).map(\.scalars) == [["$"], ["$"]])
    }

    @Test("combining marks stay with their base")
    func combining() {
        #expect(glyphs("e\u{301}") == [["e", "\u{301}"]])
        let many = "a" + String(repeating: "\u{301}", count: 8)
        #expect(glyphs(many).first?.count == GlyphResolver.maxScalars)
    }

    /// The buffer gives each spacing letter of a Hindi cluster its own cell: the cell's marks
    /// stay, a joiner after a virama (a half form) too, and a spacing vowel sign is a letter.
    @Test("a letter of a Hindi cluster keeps its marks and its joiner")
    func indicLetters() {
        #expect(glyphs("स\u{94D}") == [["स", "\u{94D}"]])
        #expect(glyphs("ते") == [["त", "\u{947}"]])
        #expect(glyphs("\u{93F}") == [["\u{93F}"]])
        #expect(glyphs("क\u{94D}\u{200D}") == [["क", "\u{94D}", "\u{200D}"]])
    }

    @Test("a wide cell whose base the C library sees as narrow becomes the base and a blank")
    func emojiPresentationSelector() {
        #expect(glyphs("☀\u{FE0F}", width: 2) == [["☀"], [" "]])
    }

    @Test("a ZWJ sequence keeps only its first emoji")
    func zeroWidthJoinerSequence() {
        #expect(glyphs("👨\u{200D}👩\u{200D}👧", width: 2) == [["👨"]])
    }

    /// The buffer keeps a flag whole in two cells; drawn as its first indicator and a blank, it
    /// showed "🇯" for "🇯🇵".
    @Test("a flag is drawn as its two regional indicators, one column each")
    func flag() {
        #expect(glyphs("🇯🇵", width: 2) == [["🇯"], ["🇵"]])
        #expect(glyphs("🇯", width: 1) == [["🇯"]])
    }

    @Test("characters the C library cannot measure become question marks of the same width")
    func unknownCharacters() {
        #expect(glyphs("\u{10FFFD}") == [["?"]])
        #expect(glyphs("\u{10FFFD}", width: 2) == [["\u{FF1F}"]])
        #expect(glyphs("你", width: 1) == [["?"]])
    }

    @Test("empty symbols and controls become blanks")
    func blanks() {
        #expect(glyphs("") == [[" "]])
        #expect(glyphs("\u{7}") == [[" "]])
        #expect(glyphs(" ", width: 2) == [[" "], [" "]])
    }

    @Test("the style is carried to every glyph")
    func style() {
        let style = Style(fg: .basic(2), reverse: true)
        let result = GlyphResolver.glyphs(for: Cell(symbol: "☀\u{FE0F}", width: 2, style: style), width: Self.width)
        #expect(result.allSatisfy { $0.style == style })
    }
}
