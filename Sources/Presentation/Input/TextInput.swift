/// An editable line of text with a cursor, edited by grapheme cluster.
///
/// It knows nothing of terminals: views draw it, presenters change it.
public struct TextInput: Sendable, Hashable {
    /// The text, as grapheme clusters.
    public private(set) var characters: [Character]
    /// The cursor position: an index into `characters`, 0…count.
    public private(set) var cursor: Int

    /// Creates an input holding `text`, with the cursor at the end.
    public init(_ text: String = "") {
        characters = Array(text)
        cursor = characters.count
    }

    /// The text.
    public var text: String { String(characters) }
    /// True when there is no text.
    public var isEmpty: Bool { characters.isEmpty }

    /// Inserts text at the cursor.
    public mutating func insert(_ text: String) {
        let new = Array(text)
        characters.insert(contentsOf: new, at: cursor)
        // Re-segment: a combining mark joins the grapheme before it.
        let joined = String(characters)
        let before = String(characters[..<(cursor + new.count)])
        characters = Array(joined)
        cursor = min(characters.count, before.count)
    }

    /// Deletes the grapheme before the cursor.
    public mutating func deleteBackward() {
        guard cursor > 0 else { return }
        characters.remove(at: cursor - 1)
        cursor -= 1
    }

    /// Deletes the grapheme under the cursor.
    public mutating func deleteForward() {
        guard cursor < characters.count else { return }
        characters.remove(at: cursor)
    }

    /// Moves the cursor one grapheme left.
    public mutating func moveLeft() { cursor = max(0, cursor - 1) }
    /// Moves the cursor one grapheme right.
    public mutating func moveRight() { cursor = min(characters.count, cursor + 1) }
    /// Moves the cursor to the start.
    public mutating func moveHome() { cursor = 0 }
    /// Moves the cursor to the end.
    public mutating func moveEnd() { cursor = characters.count }

    /// Deletes the word before the cursor, and the spaces after it.
    public mutating func deleteWordBackward() {
        var start = cursor
        while start > 0, characters[start - 1] == " " { start -= 1 }
        while start > 0, characters[start - 1] != " " { start -= 1 }
        characters.removeSubrange(start..<cursor)
        cursor = start
    }

    /// Deletes everything before the cursor.
    public mutating func deleteToStart() {
        characters.removeSubrange(0..<cursor)
        cursor = 0
    }

    /// Empties the input.
    public mutating func clear() { self = TextInput() }
}
