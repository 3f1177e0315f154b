/// Editable text with a cursor, edited by grapheme cluster.
///
/// A multi-line input (`allowsLineBreaks`) holds "\n" between lines; any other input turns line
/// breaks into spaces. It knows nothing of terminals: views draw it, presenters change it.
public struct TextInput: Sendable, Hashable {
    /// The text, as grapheme clusters.
    public internal(set) var characters: [Character]
    /// The cursor position: an index into `characters`, 0…count.
    public internal(set) var cursor: Int
    /// True when the text may hold line breaks; otherwise a typed or pasted line break is a space.
    public let allowsLineBreaks: Bool

    /// Creates an input holding `text` (cleaned as `insert` cleans it), with the cursor at the end.
    public init(_ text: String = "", allowsLineBreaks: Bool = false) {
        self.allowsLineBreaks = allowsLineBreaks
        characters = Array(Self.normalized(text, allowsLineBreaks: allowsLineBreaks))
        cursor = characters.count
    }

    /// The text.
    public var text: String { String(characters) }
    /// True when there is no text.
    public var isEmpty: Bool { characters.isEmpty }

    /// Inserts text at the cursor, as one edit. CR LF and CR become a line break, tabs a space,
    /// and other control characters are dropped (see `normalized`).
    public mutating func insert(_ text: String) {
        let new = Array(Self.normalized(text, allowsLineBreaks: allowsLineBreaks))
        guard !new.isEmpty else { return }
        characters.insert(contentsOf: new, at: cursor)
        // Re-segment: a combining mark joins the grapheme before it.
        let joined = String(characters)
        let before = String(characters[..<(cursor + new.count)])
        characters = Array(joined)
        cursor = min(characters.count, before.count)
    }

    /// Starts a new line at the cursor; does nothing in a single-line input.
    public mutating func insertLineBreak() {
        if allowsLineBreaks { insert("\n") }
    }

    /// Deletes the grapheme before the cursor (a line break joins two lines).
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

    /// Moves the cursor one grapheme left (from the start of a line, to the end of the one above).
    public mutating func moveLeft() { cursor = max(0, cursor - 1) }
    /// Moves the cursor one grapheme right.
    public mutating func moveRight() { cursor = min(characters.count, cursor + 1) }
    /// Moves the cursor to the start of the text.
    public mutating func moveHome() { cursor = 0 }
    /// Moves the cursor to the end of the text.
    public mutating func moveEnd() { cursor = characters.count }
    /// Moves the cursor to `index`, kept within 0…count.
    public mutating func moveCursor(to index: Int) { cursor = min(max(0, index), characters.count) }

    /// Empties the input.
    public mutating func clear() { self = TextInput(allowsLineBreaks: allowsLineBreaks) }
}
