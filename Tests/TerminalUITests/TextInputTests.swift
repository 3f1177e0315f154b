import Presentation
import Testing

@Suite("TextInput editing by grapheme")
struct TextInputTests {
    @Test func emojiAreDeletedWhole() {
        var input = TextInput("hi 👨‍👩‍👧‍👦🇯🇵")
        #expect(input.characters.count == 5)
        input.deleteBackward()
        #expect(input.text == "hi 👨‍👩‍👧‍👦")
        input.deleteBackward()
        #expect(input.text == "hi ")
        #expect(input.cursor == 3)
    }

    /// As browsers and editors do for Indic scripts and Thai: a wrong vowel sign is fixed
    /// without typing the conjunct again.
    @Test func backspaceTakesOneCodePointOfAGraphemeOfSeveralLetters() {
        var input = TextInput("क्षत्रि")
        #expect(input.characters.count == 2)
        input.deleteBackward()
        #expect(input.text == "क्षत्र")
        #expect(input.cursor == input.characters.count)
        input.deleteBackward()
        #expect(input.text == "क्षत्", "त्र is त ् र: the र goes, the virama stays with त")
        input.deleteBackward()
        #expect(input.text == "क्ष", "त् is one letter with its mark, which goes whole")
        var thai = TextInput("กำ")
        thai.deleteBackward()
        #expect(thai.text == "ก")
    }

    @Test func backspaceTakesALetterWithItsMarksOrAnEmojiSequenceWhole() {
        var input = TextInput("नमस्ते")
        input.moveLeft()
        input.deleteBackward()
        #expect(input.text == "नस्ते", "म is one letter")
        var marks = TextInput("ते e\u{301}x")
        marks.moveLeft()
        marks.deleteBackward()
        #expect(marks.text == "ते x")
        marks.moveLeft()
        marks.deleteBackward()
        #expect(marks.text == " x", "त with its vowel sign े (a mark) goes whole")
        var family = TextInput("👨‍👩‍👧‍👦🏳️‍🌈")
        family.deleteBackward()
        #expect(family.text == "👨‍👩‍👧‍👦")
    }

    @Test func cjkMovesAndDeletesOneCharacterAtATime() {
        var input = TextInput("日本語")
        input.moveLeft()
        input.deleteBackward()
        #expect(input.text == "日語")
        #expect(input.cursor == 1)
        input.insert("本")
        #expect(input.text == "日本語")
        #expect(input.cursor == 2)
    }

    @Test func combiningMarkJoinsThePreviousCharacter() {
        var input = TextInput("cafe")
        input.insert("\u{301}")
        #expect(input.characters.count == 4)
        #expect(input.text == "cafe\u{301}")
        #expect(input.cursor == 4)
        input.deleteBackward()
        #expect(input.text == "caf")
    }

    @Test func combiningMarkInsertedInTheMiddle() {
        var input = TextInput("ab")
        input.moveLeft()
        input.insert("\u{308}")
        #expect(input.characters == ["a\u{308}", "b"])
        #expect(input.cursor == 1)
    }

    @Test func regionalIndicatorsTypedOneByOneFormAFlag() {
        var input = TextInput()
        input.insert("🇯")
        input.insert("🇵")
        #expect(input.characters.count == 1)
        #expect(input.cursor == 1)
    }

    @Test func forwardDeleteHomeAndEnd() {
        var input = TextInput("😀ab")
        input.moveHome()
        input.deleteForward()
        #expect(input.text == "ab")
        #expect(input.cursor == 0)
        input.moveEnd()
        input.deleteForward()
        #expect(input.text == "ab")
        input.moveRight()
        #expect(input.cursor == 2)
        input.moveHome()
        input.moveLeft()
        #expect(input.cursor == 0)
    }

    @Test func ctrlWDeletesTheWordBeforeTheCursor() {
        var input = TextInput("hello big  world")
        input.deleteWordBackward()
        #expect(input.text == "hello big  ")
        input.deleteWordBackward()
        #expect(input.text == "hello ")
        input.deleteWordBackward()
        #expect(input.text == "")
        input.deleteWordBackward()
        #expect(input.text == "")
    }

    @Test func ctrlWStopsAtTheCursor() {
        var input = TextInput("日本 語です")
        input.moveLeft()
        input.moveLeft()
        input.deleteWordBackward()
        #expect(input.text == "日本 です")
        #expect(input.cursor == 3)
    }

    @Test func ctrlUDeletesToTheStart() {
        var input = TextInput("one two")
        input.moveLeft()
        input.moveLeft()
        input.moveLeft()
        input.deleteToLineStart()
        #expect(input.text == "two")
        #expect(input.cursor == 0)
        input.clear()
        #expect(input.isEmpty)
    }
}
