import Presentation
import Testing
@testable import TerminalUI

@Suite("TextAreaLayout: wrapping a multi-line input by display width")
struct TextAreaLayoutTests {
    private func layout(_ text: String, width: Int) -> TextAreaLayout {
        TextInput(text, allowsLineBreaks: true).layout(width: width)
    }

    private func rowTexts(_ layout: TextAreaLayout) -> [String] {
        layout.rows.indices.map { layout.text(ofRow: $0) }
    }

    @Test func lineBreaksStartRowsAndLongLinesWrap() {
        let layout = layout("abcdefg\n\nxy", width: 3)
        #expect(rowTexts(layout) == ["abc", "def", "g", "", "xy"])
        #expect(layout.rows == [0..<3, 3..<6, 6..<7, 8..<8, 9..<11])
    }

    @Test func rowsBreakBetweenWordsAndAWordLongerThanARowIsSplit() {
        let layout = layout("hello big world abcdefghij", width: 8)
        #expect(rowTexts(layout) == ["hello ", "big ", "world ", "abcdefgh", "ij"])
    }

    @Test func aSpaceAfterAFullRowHangsInTheCellBeyondIt() {
        let layout = layout("abcd efg", width: 4)
        #expect(rowTexts(layout) == ["abcd ", "efg"])
        #expect(layout.position(of: 4) == (0, 4), "on the hanging space")
        #expect(layout.position(of: 5) == (1, 0))
        let trailing = self.layout("abcd ", width: 4)
        #expect(rowTexts(trailing) == ["abcd ", ""], "a cursor after a hanging space at the end gets its own row")
        #expect(trailing.position(of: 5) == (1, 0))
    }

    @Test func cjkBreaksBetweenAnyTwoCharactersAndNextToLatinWords() {
        let layout = layout("ok 日本語のテキスト", width: 9)
        #expect(rowTexts(layout) == ["ok 日本語", "のテキス", "ト"])
        let mixed = self.layout("abc日本", width: 4)
        #expect(rowTexts(mixed) == ["abc", "日本"])
    }

    @Test func aWideCharacterThatDoesNotFitMovesToTheNextRow() {
        let layout = layout("a日本語😀b", width: 4)
        #expect(rowTexts(layout) == ["a日", "本語", "😀b"])
    }

    @Test func theCursorIsPlacedByCellsAndAfterASoftBreakAtTheNextRowStart() {
        let layout = layout("a日本語😀b", width: 4)
        #expect(layout.position(of: 0) == (0, 0))
        #expect(layout.position(of: 2) == (1, 0), "before 本, which starts the second row")
        #expect(layout.position(of: 3) == (1, 2))
        #expect(layout.position(of: 5) == (2, 2))
        #expect(layout.position(of: 6) == (2, 3))
    }

    @Test func theCursorAfterAFullRowUsesTheCellBeyondIt() {
        let layout = layout("日本\nab", width: 4)
        #expect(layout.position(of: 2) == (0, 4))
        #expect(layout.position(of: 3) == (1, 0))
        let full = self.layout("abcd", width: 4)
        #expect(full.rows.count == 1)
        #expect(full.position(of: 4) == (0, 4))
    }

    @Test func anEmptyInputHasOneEmptyRow() {
        let layout = layout("", width: 5)
        #expect(layout.rows == [0..<0])
        #expect(layout.position(of: 0) == (0, 0))
    }

    @Test func theIndexForAColumnNeverSplitsAWideCharacter() {
        let layout = layout("日本語\nabcdef", width: 10)
        #expect(layout.index(row: 0, column: 0) == 0)
        #expect(layout.index(row: 0, column: 3) == 1, "column 3 is inside 本: the cursor goes before it")
        #expect(layout.index(row: 0, column: 4) == 2)
        #expect(layout.index(row: 0, column: 9) == 3, "past the end of a line: its end")
        #expect(layout.index(row: 1, column: 3) == 7)
    }

    @Test func theIndexOnASoftWrappedRowStaysOnThatRow() {
        let layout = layout("abcde日", width: 6)
        #expect(rowTexts(layout) == ["abcde", "日"])
        let index = layout.index(row: 0, column: 5)
        #expect(index == 4)
        #expect(layout.position(of: index).row == 0)
    }

    @Test func upAndDownKeepTheCellColumnAcrossCJK() {
        var input = TextInput("abcdef\n日本語です", allowsLineBreaks: true)
        input.moveCursor(to: 4)
        input.moveRow(by: 1, width: 20)
        #expect(input.cursor == 9, "column 4 on the CJK line is before 語")
        input.moveRow(by: -1, width: 20)
        #expect(input.cursor == 4)
        input.moveRow(by: -1, width: 20)
        #expect(input.cursor == 0, "up from the first row goes to the start")
        input.moveRow(by: 1, width: 20)
        input.moveRow(by: 1, width: 20)
        #expect(input.cursor == input.characters.count, "down from the last row goes to the end")
    }

    @Test func upAndDownMoveBetweenWrappedRowsOfOneLine() {
        var input = TextInput("0123456789", allowsLineBreaks: true)
        input.moveRow(by: -1, width: 4)
        #expect(input.cursor == 6)
        input.moveRow(by: -1, width: 4)
        #expect(input.cursor == 2)
    }

    /// A Makefile or Go code keeps its tabs in the message: the input shows each to the next
    /// multiple of four columns of its row, and the cursor moves over it as one character.
    @Test func aTabStaysAndReachesTheNextMultipleOfFourColumns() {
        let input = TextInput("all:\n\tgcc\n\t\treturn 1\nab\tc", allowsLineBreaks: true)
        #expect(input.text == "all:\n\tgcc\n\t\treturn 1\nab\tc")
        let layout = input.layout(width: 20)
        #expect((0..<layout.rows.count).map { layout.shownText(ofRow: $0) }
            == ["all:", "    gcc", "        return 1", "ab  c"])
        #expect(layout.position(of: 6) == (1, 4), "after the tab")
        #expect(layout.position(of: 12) == (2, 8), "after two tabs")
        #expect(layout.index(row: 3, column: 3) == 23, "a column inside a tab is before the tab")
        #expect(layout.index(row: 3, column: 4) == 24)
        #expect(TextInput("a\tb", allowsLineBreaks: false).text == "a b", "a one-line input takes a tab as a space")
    }

    @Test func aTabThatDoesNotFitStartsTheNextRow() {
        let layout = layout("abcdef\tx", width: 8)
        #expect(rowTexts(layout) == ["abcdef\t", "x"])
        let narrow = self.layout("abcdefg\tx", width: 7)
        #expect(rowTexts(narrow) == ["abcdefg", "\tx"])
        #expect(narrow.shownText(ofRow: 1) == "    x")
    }
}

@Suite("TextArea: a multi-line input field")
struct TextAreaTests {
    private func area(_ text: String, cursor: Int? = nil, width: Int, height: Int, firstRow: Int = 0) -> ScreenBuffer {
        var input = TextInput(text, allowsLineBreaks: true)
        if let cursor { input.moveCursor(to: cursor) }
        var buffer = ScreenBuffer(size: Size(width: width, height: height))
        TextArea(input: input, placeholder: "Say something", isFocused: true, theme: .monochrome)
            .render(in: buffer.area, buffer: &buffer, firstRow: firstRow)
        return buffer
    }

    @Test func emptyShowsThePlaceholderWithTheCursorAtTheStart() {
        let buffer = area("", width: 8, height: 1)
        #expect(buffer.textLines() == ["Say som…"])
        #expect(buffer.cursor?.x == 0)
    }

    @Test func rowsWrapOneCellNarrowerThanTheAreaSoTheCursorFitsAfterAFullRow() {
        let buffer = area("日本語\n😀ab", width: 5, height: 3)
        #expect(buffer.textLines() == ["日本 ", "語   ", "😀ab "])
        #expect(buffer.cursor?.x == 4)
        #expect(buffer.cursor?.y == 2)
    }

    @Test func theCursorIsPlacedByCellsOnItsRow() {
        let buffer = area("ab\n日本語", cursor: 5, width: 10, height: 2)
        #expect(buffer.cursor?.x == 4)
        #expect(buffer.cursor?.y == 1)
    }

    @Test func laterRowsShowFromTheFirstRowAndTheCursorIsHiddenWhenScrolledAway() {
        let buffer = area("1\n2\n3\n4", width: 4, height: 2, firstRow: 2)
        #expect(buffer.textLines() == ["3   ", "4   "])
        #expect(buffer.cursor?.y == 1)
        let away = area("1\n2\n3\n4", cursor: 0, width: 4, height: 2, firstRow: 2)
        #expect(away.cursor == nil)
    }

    @Test func theFirstRowScrollsOnlyAsFarAsNeededToShowTheCursor() {
        #expect(TextArea.firstRow(keepingVisible: 7, visibleRows: 3, rowCount: 8, previous: 0) == 5)
        #expect(TextArea.firstRow(keepingVisible: 6, visibleRows: 3, rowCount: 8, previous: 5) == 5)
        #expect(TextArea.firstRow(keepingVisible: 2, visibleRows: 3, rowCount: 8, previous: 5) == 2)
        #expect(TextArea.firstRow(keepingVisible: 1, visibleRows: 3, rowCount: 3, previous: 4) == 0)
    }
}
