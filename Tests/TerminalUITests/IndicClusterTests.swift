import Testing
@testable import TerminalUI

/// Hindi, Bengali, Tamil and Thai write a grapheme with several letters that each take a column
/// (a conjunct "स्ते", a vowel sign "ि", Thai "ำ"): the terminal gives each its cell, so the
/// layout counts them so and the buffer keeps every one of them.
@Suite("Graphemes of several spacing letters")
struct IndicClusterTests {
    /// Widths as glibc's `wcwidth` adds them up (checked with the C library).
    @Test("are as wide as the terminal draws them", arguments: [
        ("नमस्ते", 4), ("दुनिया", 5), ("क्षत्रिय", 6), ("त्रि", 3), ("คำ", 2), ("กำลัง", 4),
        ("বাংলা", 5), ("স্বাগতম", 6), ("தமிழ்", 4), ("நன்றி", 4),
    ])
    func widths(text: String, cells: Int) {
        #expect(TextWidth.of(text) == cells)
    }

    @Test("keep every code point in the buffer, one spacing letter a cell")
    func everyCodePointIsWritten() {
        var buffer = ScreenBuffer(size: Size(width: 40, height: 1))
        let text = "नमस्ते दुनिया คำ বাংলা தமிழ்"
        #expect(buffer.write(text, x: 0, y: 0) == TextWidth.of(text))
        #expect(buffer.textLines()[0] == text + String(repeating: " ", count: 40 - TextWidth.of(text)))
        #expect(buffer[2, 0].symbol == "स\u{94D}")
        #expect(buffer[3, 0].symbol == "ते")
        #expect(buffer[3, 0].width == 1)
    }

    @Test("are drawn whole or not at all at a clip edge")
    func neverCutAtAnEdge() {
        var buffer = ScreenBuffer(size: Size(width: 6, height: 1))
        buffer.write("xxxxxx", x: 0, y: 0)
        #expect(buffer.write("aत्रि", x: 2, y: 0, clip: Rect(x: 0, y: 0, width: 5, height: 1)) == 3, "a, and blanks to the edge")
        #expect(buffer.textLines() == ["xxa  x"])
        var left = ScreenBuffer(size: Size(width: 6, height: 1))
        left.write("xxxxxx", x: 0, y: 0)
        left.write("त्रिa", x: 0, y: 0, clip: Rect(x: 1, y: 0, width: 5, height: 1))
        #expect(left.textLines() == ["x  axx"])
    }

    @Test("are never cut by truncation")
    func truncation() {
        #expect(TextLayout.truncate("त्रिकोण", to: 4) == "त्रि…")
        #expect(TextLayout.truncate("त्रिकोण", to: 3) == "…")
        #expect(TextLayout.prefix("त्रिकोण", fitting: 2) == "")
        #expect(TextLayout.prefix("त्रिकोण", fitting: 3) == "त्रि")
        #expect(TextLayout.suffix("नमस्ते", fitting: 1) == "")
        #expect(TextLayout.suffix("नमस्ते", fitting: 2) == "स्ते")
        #expect(TextWidth.of(TextLayout.truncate("क्षत्रिय प्रौद्योगिकी", to: 10)) <= 10)
    }

    @Test("stay inside their word when a line wraps")
    func wrapping() {
        #expect(TextLayout.wrap("दुनिया नमस्ते", width: 6) == ["दुनिया", "नमस्ते"])
        #expect(!TextWidth.isWideCharacter("नि"))
        #expect(TextWidth.isWideCharacter("日"))
        #expect(TextWidth.isWideCharacter("👨‍👩‍👧"))
    }
}
