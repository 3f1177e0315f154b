import Presentation
import Testing

@Suite("TextInput readline keys: Ctrl-K, word moves")
struct TextInputReadlineTests {
    private func input(_ text: String, cursor: Int) -> TextInput {
        var input = TextInput(text, allowsLineBreaks: true)
        input.moveCursor(to: cursor)
        return input
    }

    @Test func ctrlKDeletesToTheEndOfTheLineThenTheLineBreak() {
        var input = input("hello world\nnext", cursor: 5)
        input.deleteToLineEnd()
        #expect(input.text == "hello\nnext")
        #expect(input.cursor == 5)
        input.deleteToLineEnd()
        #expect(input.text == "hellonext", "at the end of a line it joins the next")
        input.moveEnd()
        input.deleteToLineEnd()
        #expect(input.text == "hellonext")
    }

    @Test func altBAndAltFMoveOverWordsOfLettersAndDigits() {
        var input = input("one, two-3 日本語 😀 end\nnext", cursor: 0)
        input.moveWordForward()
        #expect(input.cursor == 3, "the end of \"one\"")
        input.moveWordForward()
        #expect(input.cursor == 8, "the end of \"two\"")
        input.moveWordForward()
        #expect(input.cursor == 10, "the end of \"3\"")
        input.moveWordForward()
        #expect(input.cursor == 14, "a run of CJK is one word")
        input.moveWordForward()
        #expect(input.cursor == 20, "over the emoji to the end of \"end\"")
        input.moveWordForward()
        #expect(input.cursor == 25, "across the line break")
        input.moveWordForward()
        #expect(input.cursor == 25, "at the end it stays")
        input.moveWordBackward()
        #expect(input.cursor == 21)
        input.moveWordBackward()
        #expect(input.cursor == 17)
        input.moveWordBackward()
        #expect(input.cursor == 11)
        input.moveCursor(to: 1)
        input.moveWordBackward()
        #expect(input.cursor == 0, "from inside a word to its start")
        input.moveWordBackward()
        #expect(input.cursor == 0)
    }
}
