/// Words, as readline has them: runs of letters and digits (a run of CJK characters is one word).
/// Alt-B and Alt-F move over them, across spaces, punctuation, emoji and line breaks.
extension TextInput {
    /// Moves the cursor to the start of the word before it, or of the word it is in (Alt-B).
    public mutating func moveWordBackward() {
        var index = cursor
        while index > 0, !Self.isWordCharacter(characters[index - 1]) { index -= 1 }
        while index > 0, Self.isWordCharacter(characters[index - 1]) { index -= 1 }
        cursor = index
    }

    /// Moves the cursor to the end of the word after it, or of the word it is in (Alt-F).
    public mutating func moveWordForward() {
        var index = cursor
        while index < characters.count, !Self.isWordCharacter(characters[index]) { index += 1 }
        while index < characters.count, Self.isWordCharacter(characters[index]) { index += 1 }
        cursor = index
    }

    static func isWordCharacter(_ character: Character) -> Bool { character.isLetter || character.isNumber }
}
