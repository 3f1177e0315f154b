import Domain

/// Fields with a longest length, such as names: what does not fit is never inserted, so the
/// user never types text that is rejected later.
extension TextInput {
    /// Inserts as much of `text` as fits in `limit` graphemes (see `insert`); returns false when
    /// something was left out.
    @discardableResult
    public mutating func insert(_ text: String, limit: Int) -> Bool {
        let normalized = Self.normalized(text, allowsLineBreaks: allowsLineBreaks)
        let new = Array(normalized)
        let room = max(0, limit - characters.count)
        // A joiner or a selector typed after a character joins it and adds no grapheme.
        let before = cursor > 0 ? String(characters[cursor - 1]) : ""
        let added = (before + normalized).count - (before.isEmpty ? 0 : 1)
        guard added > room else {
            insert(text)
            return true
        }
        if room > 0 { insert(String(new.prefix(room))) }
        return false
    }
}

extension Router {
    /// Types or pastes `text` into a field of at most `limit` graphemes; when something was left
    /// out, the status bar says so (`field`: "A name").
    func type(_ text: String, into input: inout TextInput, limit: Int, field: String) {
        if !input.insert(text, limit: limit) { show(.cut(field, limit: limit)) }
    }

    /// Types or pastes `text` into a name field, leaving out the characters that show nothing
    /// (`VisibleText.droppingInvisibleCharacters`): the counter then counts what shows, and a
    /// name cannot look like another one it differs from only by them. A joiner or a variation
    /// selector typed right after a character is part of it (an emoji picker or an IME sends
    /// "👨‍👩‍👧" code point by code point), so it is judged with the character before the cursor.
    func typeName(_ text: String, into input: inout TextInput, limit: Int) {
        let before = input.cursor > 0 ? input.characters[input.cursor - 1] : nil
        type(VisibleText.droppingInvisibleCharacters(text, after: before), into: &input, limit: limit, field: "A name")
    }
}

extension Notice {
    /// Says that typed or pasted text was cut at a field's limit ("A name has at most 32 characters").
    public static func cut(_ what: String, limit: Int) -> Notice {
        Notice("\(what) has at most \(limit) characters: the rest was left out", isError: true)
    }
}
