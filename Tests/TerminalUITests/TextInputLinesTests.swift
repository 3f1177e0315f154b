import Presentation
import Testing

@Suite("TextInput with several lines")
struct TextInputLinesTests {
    /// A multi-line input holding `text` with the cursor `left` graphemes before the end.
    private func input(_ text: String, left: Int = 0) -> TextInput {
        var input = TextInput(text, allowsLineBreaks: true)
        for _ in 0..<left { input.moveLeft() }
        return input
    }

    @Test func aLineBreakIsInsertedAtTheCursor() {
        var input = input("hello world", left: 5)
        input.insertLineBreak()
        #expect(input.text == "hello \nworld")
        #expect(input.lines == ["hello ", "world"])
        #expect(input.cursorLine == 1)
        #expect(input.cursorColumn == 0)
    }

    @Test func aOneLineInputIgnoresTheNewLineKeyAndTurnsPastedBreaksIntoSpaces() {
        var input = TextInput("ab")
        input.insertLineBreak()
        #expect(input.text == "ab")
        input.insert("c\nd\r\ne")
        #expect(input.text == "abc d e")
    }

    @Test func pastedLineBreaksAreNormalisedAndControlsDropped() {
        var input = input("")
        input.insert("one\r\ntwo\rthree\n\tfour\u{1B}\u{7}\u{9B}\u{7F}!")
        #expect(input.text == "one\ntwo\nthree\n\tfour!", "a tab stays, as in a pasted Makefile")
        #expect(input.lines.count == 4)
        #expect(input.cursor == input.characters.count)
    }

    /// Typed and pasted text keeps to the rule text from outside keeps to (`UntrustedText`):
    /// escape sequences go whole and bidi controls go too.
    @Test func pastedEscapeSequencesAndBidiControlsAreDropped() {
        var input = input("")
        input.insert("a\u{1B}]52;c;SGVsbG8=\u{7}b\u{202E}c\u{2066}d\u{200F}")
        #expect(input.text == "abcd")
    }

    @Test func aPasteOfOnlyControlCharactersChangesNothing() {
        var input = input("ab", left: 1)
        input.insert("\u{1B}\u{0}")
        #expect(input.text == "ab")
        #expect(input.cursor == 1)
    }

    @Test func cursorLineAndColumnCountGraphemesOfCJKAndEmoji() {
        var input = input("日本語\n👨‍👩‍👧‍👦🇯🇵 ok")
        #expect(input.cursorLine == 1)
        #expect(input.cursorColumn == 5)
        for _ in 0..<5 { input.moveLeft() }
        #expect(input.cursorColumn == 0)
        input.moveLeft()
        #expect(input.cursorLine == 0)
        #expect(input.cursorColumn == 3)
        input.deleteBackward()
        #expect(input.text == "日本\n👨‍👩‍👧‍👦🇯🇵 ok")
    }

    @Test func backspaceAtTheStartOfALineJoinsItToTheLineAbove() {
        var input = input("猫\n犬", left: 1)
        input.deleteBackward()
        #expect(input.text == "猫犬")
        #expect(input.cursor == 1)
    }

    @Test func ctrlAAndCtrlEGoToTheStartAndEndOfTheCursorsLine() {
        var input = input("first\nsecond 二\nthird", left: 7)
        #expect(input.cursorLine == 1)
        input.moveToLineStart()
        #expect(input.cursor == 6)
        #expect(input.cursorColumn == 0)
        input.moveToLineEnd()
        #expect(input.cursor == 14)
        #expect(input.cursorColumn == 8)
        input.moveEnd()
        input.moveToLineStart()
        #expect(input.cursor == 15)
        input.moveHome()
        input.moveToLineEnd()
        #expect(input.cursor == 5)
    }

    @Test func ctrlWStopsAtTheStartOfTheLineThenDeletesTheLineBreak() {
        var input = input("one two\nthree four")
        input.deleteWordBackward()
        #expect(input.text == "one two\nthree ")
        input.deleteWordBackward()
        #expect(input.text == "one two\n")
        input.deleteWordBackward()
        #expect(input.text == "one two")
        input.deleteWordBackward()
        #expect(input.text == "one ")
    }

    @Test func ctrlWDeletesAWholeEmojiOrCJKWord() {
        var input = input("hi\n🍡🍡 日本語")
        input.deleteWordBackward()
        #expect(input.text == "hi\n🍡🍡 ")
        input.deleteWordBackward()
        #expect(input.text == "hi\n")
    }

    @Test func ctrlUDeletesToTheStartOfTheLineThenTheLineBreak() {
        var input = input("keep this\ndrop 这个 line", left: 5)
        input.deleteToLineStart()
        #expect(input.text == "keep this\n line")
        #expect(input.cursor == 10)
        input.deleteToLineStart()
        #expect(input.text == "keep this line")
        #expect(input.cursor == 9)
        input.deleteToLineStart()
        #expect(input.text == " line")
        #expect(input.cursor == 0)
    }

    @Test func clearingKeepsTheInputMultiLine() {
        var input = input("a\nb")
        input.clear()
        #expect(input.isEmpty)
        input.insertLineBreak()
        #expect(input.text == "\n")
    }

    @Test func moveCursorIsClamped() {
        var input = input("ab\ncd")
        input.moveCursor(to: 3)
        #expect(input.cursorLine == 1)
        input.moveCursor(to: 99)
        #expect(input.cursor == 5)
        input.moveCursor(to: -4)
        #expect(input.cursor == 0)
    }
}
