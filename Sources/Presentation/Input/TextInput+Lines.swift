/// Lines: the parts of the text between line breaks. Home, End, Ctrl-A, Ctrl-E, Ctrl-K, Ctrl-W
/// and Ctrl-U work on the cursor's line, as in a shell's multi-line editor.
extension TextInput {
    /// The text's lines (one, empty, for an empty input).
    public var lines: [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The cursor's line, from 0.
    public var cursorLine: Int { characters[..<cursor].count { $0 == "\n" } }

    /// The cursor's place in its line, in graphemes from 0 (a CJK character or an emoji is one).
    public var cursorColumn: Int { cursor - lineStart(at: cursor) }

    /// Moves the cursor to the start of its line (Home, Ctrl-A).
    public mutating func moveToLineStart() { cursor = lineStart(at: cursor) }

    /// Moves the cursor to the end of its line (End, Ctrl-E).
    public mutating func moveToLineEnd() { cursor = lineEnd(at: cursor) }

    /// Deletes the word before the cursor and the spaces after it, within the line (Ctrl-W). At
    /// the start of a line it deletes the line break, joining the line to the one above.
    public mutating func deleteWordBackward() {
        if deleteLineBreakBeforeCursor() { return }
        var start = cursor
        while start > 0, characters[start - 1] == " " { start -= 1 }
        while start > 0, characters[start - 1] != " ", characters[start - 1] != "\n" { start -= 1 }
        cursor = replace(start..<cursor, with: "")
    }

    /// Deletes from the start of the line to the cursor (Ctrl-U). At the start of a line it
    /// deletes the line break, joining the line to the one above.
    public mutating func deleteToLineStart() {
        if deleteLineBreakBeforeCursor() { return }
        cursor = replace(lineStart(at: cursor)..<cursor, with: "")
    }

    /// Deletes from the cursor to the end of the line (Ctrl-K). At the end of a line it deletes
    /// the line break, joining the line below to this one.
    public mutating func deleteToLineEnd() {
        guard cursor < characters.count else { return }
        let end = characters[cursor] == "\n" ? cursor + 1 : lineEnd(at: cursor)
        cursor = replace(cursor..<end, with: "")
    }

    /// The index where the line holding `index` starts.
    func lineStart(at index: Int) -> Int {
        characters[..<index].lastIndex(of: "\n").map { $0 + 1 } ?? 0
    }

    /// The index of the line break that ends the line holding `index`, or the end of the text.
    func lineEnd(at index: Int) -> Int {
        characters[index...].firstIndex(of: "\n") ?? characters.count
    }

    private mutating func deleteLineBreakBeforeCursor() -> Bool {
        guard cursor > 0, characters[cursor - 1] == "\n" else { return false }
        deleteBackward()
        return true
    }
}
