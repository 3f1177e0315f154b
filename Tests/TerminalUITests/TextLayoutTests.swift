import Testing
@testable import TerminalUI

@Suite("TextLayout")
struct TextLayoutTests {
    @Test func truncateKeepsTextThatFits() {
        #expect(TextLayout.truncate("hello", to: 5) == "hello")
        #expect(TextLayout.truncate("hello", to: 4) == "hel…")
        #expect(TextLayout.truncate("hello", to: 1) == "…")
        #expect(TextLayout.truncate("hello", to: 0) == "")
    }

    @Test func truncateNeverSplitsAWideCharacter() {
        #expect(TextLayout.truncate("日本語テキスト", to: 6) == "日本…")
        #expect(TextLayout.truncate("日本語テキスト", to: 4) == "日…")
        #expect(TextLayout.truncate("a日本", to: 3) == "a…")
        #expect(TextLayout.truncate("👨‍👩‍👧‍👦👨‍👩‍👧‍👦x", to: 4) == "👨‍👩‍👧‍👦…")
    }

    @Test(arguments: ["日本語テキスト", "a日b本c語", "😀🇯🇵❤️x", "Cafe\u{301} au lait", "plain ascii text"])
    func truncateAlwaysFits(_ text: String) {
        for width in 0...16 {
            let cut = TextLayout.truncate(text, to: width)
            #expect(TextWidth.of(cut) <= width)
            if TextWidth.of(text) > width, width > 0 { #expect(cut.hasSuffix("…")) }
        }
    }

    /// Model ids that differ only at their end stay apart when cut: the part from the last `:`
    /// (else the last `-`) is kept, and as much of the start as fits.
    @Test func truncateMiddleKeepsTheStartAndTheEnd() {
        let id = "deepseek/deepseek-r1-distill-llama-70b-instruct-preview-2025"
        #expect(TextLayout.truncateMiddle(id + ":free", to: 47) == "deepseek/deepseek-r1-distill-llama-70b-in…:free")
        #expect(TextLayout.truncateMiddle(id + ":nitro", to: 47) == "deepseek/deepseek-r1-distill-llama-70b-i…:nitro")
        #expect(TextLayout.truncateMiddle(id, to: 47) == "deepseek/deepseek-r1-distill-llama-70b-in…-2025")
        #expect(TextLayout.truncateMiddle("org/model:" + String(repeating: "x", count: 30), to: 21) == "org/model:…xxxxxxxxxx",
                "a long last part gets half the width at most")
        #expect(TextLayout.truncateMiddle("hello", to: 5) == "hello")
        #expect(TextLayout.truncateMiddle("hello", to: 4) == "h…lo")
        #expect(TextLayout.truncateMiddle("hello", to: 1) == "…")
        #expect(TextLayout.truncateMiddle("hello", to: 0) == "")
        #expect(TextLayout.truncateMiddle("通义千问-72B-Instruct:free", to: 12) == "通义千…:free", "a wide character is never split")
        #expect(TextLayout.truncateMiddle("通义千问通义千问", to: 7) == "通义…问", "no separator: the start and the end alike")
    }

    @Test(arguments: ["日本語テキスト", "a日b本c語", "😀🇯🇵❤️x", "Cafe\u{301} au lait", "org/模型-👨‍👩‍👧‍👦-v2:free"])
    func truncateMiddleAlwaysFits(_ text: String) {
        for width in 0...16 {
            let cut = TextLayout.truncateMiddle(text, to: width)
            #expect(TextWidth.of(cut) <= width)
            #expect(TextWidth.of(cut) >= width - 1 || cut == text, "a wide character leaves at most one cell")
            if TextWidth.of(text) > width, width > 0 { #expect(cut.contains("…")) }
        }
    }

    @Test func prefixFitsWithoutEllipsis() {
        #expect(TextLayout.prefix("日本語", fitting: 5) == "日本")
        #expect(TextLayout.prefix("abc", fitting: 10) == "abc")
    }

    @Test func padFillsToExactWidth() {
        #expect(TextLayout.pad("ab", to: 4) == "ab  ")
        #expect(TextLayout.pad("日本語", to: 5) == "日本…")
        #expect(TextWidth.of(TextLayout.pad("日本語", to: 4)) == 4)
    }

    /// Kinsoku: no line starts with a closing mark or ends with an opening one; the character
    /// next to it moves with it.
    @Test func wrapKeepsCJKPunctuationWithItsCharacter() {
        #expect(TextLayout.wrap("一二三四。五六", width: 8) == ["一二三", "四。五六"])
        #expect(TextLayout.wrap("一二三「四五」", width: 8) == ["一二三", "「四五」"])
        #expect(TextLayout.wrap("这是测试，好的", width: 8) == ["这是测", "试，好的"])
        #expect(TextLayout.wrap("一二三四五", width: 8) == ["一二三四", "五"], "without punctuation, as before")
    }

    @Test func wrapLatinAtSpaces() {
        #expect(TextLayout.wrap("the quick brown fox", width: 10) == ["the quick", "brown fox"])
        #expect(TextLayout.wrap("the quick brown fox", width: 9) == ["the quick", "brown fox"])
        #expect(TextLayout.wrap("one two", width: 20) == ["one two"])
    }

    @Test func wrapCJKBetweenCharacters() {
        #expect(TextLayout.wrap("日本語のテキスト", width: 6) == ["日本語", "のテキ", "スト"])
        #expect(TextLayout.wrap("日本語", width: 5) == ["日本", "語"])
    }

    @Test func wrapMixedScripts() {
        #expect(TextLayout.wrap("Hello 世界 wide", width: 8) == ["Hello 世", "界 wide"])
    }

    @Test func wrapSplitsWordsLongerThanALine() {
        #expect(TextLayout.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
        #expect(TextLayout.wrap("go supercalifragilistic", width: 6) == ["go", "superc", "alifra", "gilist", "ic"])
    }

    @Test func wrapKeepsNewlinesAndEmptyLines() {
        #expect(TextLayout.wrap("a\n\nb", width: 5) == ["a", "", "b"])
        #expect(TextLayout.wrap("", width: 5) == [""])
        #expect(TextLayout.wrap("abc", width: 0) == [])
    }

    @Test func wrapNarrowerThanAWideCharacterGivesOneCharacterPerLine() {
        #expect(TextLayout.wrap("日本", width: 1) == ["日", "本"])
        #expect(TextLayout.wrap("a日b", width: 1) == ["a", "日", "b"])
    }

    @Test(arguments: [3, 5, 8, 13])
    func wrappedLinesNeverExceedTheWidth(_ width: Int) {
        let text = "Mixed text: 日本語のテキスト and emoji 😀👨‍👩‍👧 with combining e\u{301} marks"
        for line in TextLayout.wrap(text, width: width) {
            #expect(TextWidth.of(line) <= width)
        }
    }
}
