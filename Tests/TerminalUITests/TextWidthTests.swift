import Testing
@testable import TerminalUI

@Suite("TextWidth")
struct TextWidthTests {
    @Test func asciiIsOneCellPerCharacter() {
        #expect(TextWidth.of("hello") == 5)
        #expect(TextWidth.of("") == 0)
    }

    @Test func cjkAndHangulAreTwoCells() {
        #expect(TextWidth.of("日本語") == 6)
        #expect(TextWidth.of("ひらがなカタカナ") == 16)
        #expect(TextWidth.of("한국어") == 6)
    }

    @Test func fullwidthFormsAreTwoCells() {
        #expect(TextWidth.of("ＡＢ") == 4)
        #expect(TextWidth.of("１２３") == 6)
    }

    @Test func emojiAreTwoCells() {
        #expect(TextWidth.of("😀") == 2)
        #expect(TextWidth.of("🚀") == 2)
        #expect(TextWidth.of("🔒") == 2)
    }

    @Test func zwjSequencesFlagsAndKeycapsAreOneTwoCellGrapheme() {
        let family = "👨‍👩‍👧‍👦"
        #expect(family.count == 1)
        #expect(TextWidth.of(family) == 2)
        #expect(TextWidth.of("🇯🇵") == 2)
        #expect(TextWidth.of("🇯🇵🇫🇷") == 4)
        #expect(TextWidth.of("1️⃣") == 1)
        #expect(TextWidth.of("👍🏽") == 2)
    }

    @Test func variationSelector16KeepsTheBaseWidthLikeWcwidth() {
        #expect(TextWidth.of("❤️") == 1)
        #expect(TextWidth.of("❤") == 1)
        // Pictographs that default to text presentation are one cell for glibc, as for ncurses.
        #expect(TextWidth.of("🖼️") == 1)
        #expect(TextWidth.of("🌡") == 1)
        #expect(TextWidth.of("🈂") == 2)
    }

    @Test func combiningMarksAddNoWidth() {
        #expect(TextWidth.of("e\u{301}") == 1)
        #expect(TextWidth.of("Cafe\u{301}") == 4)
        #expect(TextWidth.of("a\u{308}\u{323}") == 1)
        #expect(TextWidth.of("\u{301}") == 0)
    }

    @Test func controlAndFormatCharactersAreZeroWidth() {
        #expect(TextWidth.of("\u{1B}") == 0)
        #expect(TextWidth.of("\u{7}") == 0)
        #expect(TextWidth.of("\u{200B}") == 0)
        #expect(TextWidth.of("a\u{202E}b") == 2)
    }
}
