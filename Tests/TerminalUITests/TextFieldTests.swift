import Presentation
import Testing
@testable import TerminalUI

@Suite("TextField")
struct TextFieldTests {
    private func field(_ input: TextInput, width: Int, focused: Bool = true) -> ScreenBuffer {
        rendered(TextField(input: input, placeholder: "Type a message", isFocused: focused, theme: .monochrome),
                 width: width)
    }

    private func input(_ text: String, left: Int = 0) -> TextInput {
        var input = TextInput(text)
        for _ in 0..<left { input.moveLeft() }
        return input
    }

    @Test func emptyFieldShowsThePlaceholderAndTheCursorAtTheStart() {
        let buffer = field(TextInput(), width: 10)
        #expect(buffer.textLines() == ["Type a me…"])
        #expect(buffer[0, 0].style == Theme.monochrome.style(.placeholder))
        #expect(buffer.cursor?.x == 0)
        #expect(buffer.cursor?.y == 0)
    }

    @Test func shortTextWithTheCursorAfterIt() {
        let buffer = field(input("hello"), width: 10)
        #expect(buffer.textLines() == ["hello     "])
        #expect(buffer.cursor?.x == 5)
    }

    @Test func unfocusedFieldHidesTheCursor() {
        #expect(field(input("hello"), width: 10, focused: false).cursor == nil)
        #expect(field(TextInput(), width: 10, focused: false).cursor == nil)
    }

    /// A search's query after Enter: its start, not the end where typing left the cursor, and
    /// "…" where it is cut.
    @Test func unfocusedLongTextShowsItsStart() {
        #expect(field(input("abcdefghijklmnop"), width: 8, focused: false).textLines() == ["abcdefg…"])
        #expect(field(input("日本語テキスト"), width: 8, focused: false).textLines() == ["日本語… "])
        #expect(field(input("abcdefgh"), width: 8, focused: false).textLines() == ["abcdefgh"], "nothing cut: no …")
    }

    /// Checks what an 8-column field shows of `text` with the cursor `left` characters from its
    /// end, and the cursor's column.
    private func expectField(
        _ text: String, left: Int = 0, shows line: String, cursorAt x: Int,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let buffer = field(input(text, left: left), width: 8)
        #expect(buffer.textLines() == [line], sourceLocation: sourceLocation)
        #expect(buffer.cursor?.x == x, sourceLocation: sourceLocation)
    }

    @Test func longTextScrollsToKeepTheCursorVisible() {
        expectField("abcdefghijklmnop", shows: "jklmnop ", cursorAt: 7)
        expectField("abcdefghijklmnop", left: 16, shows: "abcdefgh", cursorAt: 0)
    }

    @Test func scrollingCountsDisplayWidth() {
        expectField("日本語テキスト", shows: "キスト  ", cursorAt: 6)
        expectField("日本語テキスト", left: 2, shows: "語テキス", cursorAt: 6)
    }

    @Test func emojiAndCombiningMarksPlaceTheCursorByWidth() {
        let emoji = field(input("hi 👨‍👩‍👧 ok", left: 3), width: 12)
        #expect(emoji.textLines() == ["hi 👨 ok    "], "a ZWJ sequence is drawn as its first emoji")
        #expect(emoji.cursor?.x == 5)
        let accent = field(input("Cafe\u{301}!"), width: 8)
        #expect(accent.cursor?.x == 5)
    }

    @Test func cursorStaysInsideAOneCellField() {
        let buffer = field(input("日本"), width: 1)
        #expect(buffer.cursor?.x == 0)
    }
}
