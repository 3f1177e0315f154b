import Presentation
import Testing

/// Undo (Ctrl-_) and clearing the whole input (Ctrl-X): a wrong 300-line paste took ~600 Ctrl-U,
/// and a Ctrl-W too many was lost for good (t14 #12).
@Suite("TextInput undo and clear")
struct TextInputUndoTests {
    @Test func clearingAllIsOneEditThatUndoBringsBackWithTheCursor() {
        var input = TextInput("line one\nline 二 😀", allowsLineBreaks: true)
        input.moveCursor(to: 4)
        input.deleteAll()
        #expect(input.text.isEmpty && input.cursor == 0)
        let undone = input.undo()
        #expect(undone)
        #expect(input.text == "line one\nline 二 😀")
        #expect(input.cursor == 4)
        let again = input.undo()
        #expect(!again, "the text was made with the input: nothing older to undo")
    }

    @Test func typedLettersGoBackAWordAtATimeAndAPasteWhole() {
        var input = TextInput(allowsLineBreaks: true)
        for character in "hello world" { input.insert(String(character)) }
        input.insert("PASTED\nTEXT")
        input.undo()
        #expect(input.text == "hello world")
        input.undo()
        #expect(input.text == "hello ", "a word goes with the spaces typed after it")
        #expect(input.cursor == 6)
        input.undo()
        #expect(input.text.isEmpty)
        #expect(!input.canUndo)
    }

    @Test func aRunOfBackspacesAndACtrlWAreUndoneEachAsOneEdit() {
        var input = TextInput("one two three")
        input.deleteWordBackward()
        input.deleteBackward()
        input.deleteBackward()
        #expect(input.text == "one tw")
        input.undo()
        #expect(input.text == "one two ")
        #expect(input.cursor == 8)
        input.undo()
        #expect(input.text == "one two three")
        #expect(input.cursor == 13)
    }

    @Test func graphemesFormedAcrossAnEditComeBackAsTheyWere() {
        var input = TextInput("🇯")
        input.insert("🇵")
        #expect(input.characters == ["🇯🇵"])
        input.moveHome()
        input.deleteForward()
        #expect(input.text.isEmpty)
        input.undo()
        #expect(input.characters == ["🇯🇵"])
        input.undo()
        #expect(input.characters == ["🇯"])
    }

    @Test func undoKeepsAtMostItsStepsAndTheirCostIsTheirChange() {
        var input = TextInput(String(repeating: "x", count: 100_000))
        for _ in 0..<(TextInput.keptUndoSteps + 10) { input.insert("ab") }
        var steps = 0
        while input.undo() { steps += 1 }
        #expect(steps == TextInput.keptUndoSteps)
        #expect(input.text.count == 100_020, "the ten oldest inserts are kept for good")
    }
}
