import Domain
import Foundation

/// Editable text with a cursor, edited by grapheme cluster.
///
/// A multi-line input (`allowsLineBreaks`) holds "\n" between lines; any other input turns line
/// breaks into spaces. It knows nothing of terminals: views draw it, presenters change it.
/// Every change of the text goes through `replace(_:with:)`, which re-segments only around the
/// change and records it (`edit(since:)`), so an edit costs as much as the change, not the text:
/// typing after a paste of a megabyte stays as fast as typing into an empty input.
public struct TextInput: Sendable {
    /// The text, as grapheme clusters; changed only by `replace(_:with:)`.
    public private(set) var characters: [Character]
    /// The cursor position: an index into `characters`, 0…count.
    public internal(set) var cursor: Int
    /// True when the text may hold line breaks; otherwise a typed or pasted line break is a space.
    public let allowsLineBreaks: Bool
    /// Names this input's history of edits: an input made anew (or cleared) gets a new one, so a
    /// layout cached for another input is never taken for this one's.
    public let origin = UUID()
    /// How many edits the text has had since the input was made.
    public internal(set) var revision = 0
    /// The latest edits, oldest first; the one at the end made `revision`.
    var recentEdits: [TextEdit] = []
    /// The edits undo goes back through, oldest first (`+Undo`).
    var undoSteps: [TextUndoStep] = []

    /// Creates an input holding `text` (cleaned as `insert` cleans it), with the cursor at the end.
    public init(_ text: String = "", allowsLineBreaks: Bool = false) {
        self.allowsLineBreaks = allowsLineBreaks
        characters = Array(Self.normalized(text, allowsLineBreaks: allowsLineBreaks))
        cursor = characters.count
        makeRoom(for: 0)
    }

    public var text: String { String(characters) }
    public var isEmpty: Bool { characters.isEmpty }

    /// Inserts text at the cursor, as one edit. CR LF and CR become a line break, tabs a space,
    /// and other control characters are dropped (see `normalized`).
    public mutating func insert(_ text: String) {
        let new = Self.normalized(text, allowsLineBreaks: allowsLineBreaks)
        guard !new.isEmpty else { return }
        // A typed character continues the word being typed, with the spaces after it; a letter
        // after a space starts the next word, and a paste is an edit of its own.
        let wordStart = cursor > 0 && characters[cursor - 1].isWhitespace && !(new.first?.isWhitespace ?? true)
        let kind: TextUndoStep.Kind = new.count != 1 ? .other : wordStart ? .typingWordStart : .typing
        cursor = replace(cursor..<cursor, with: new, undoKind: kind)
    }

    /// Starts a new line at the cursor; does nothing in a single-line input.
    public mutating func insertLineBreak() {
        if allowsLineBreaks { insert("\n") }
    }

    /// Deletes the grapheme before the cursor (a line break joins two lines). A grapheme written
    /// with several letters that each take a column (a Hindi conjunct "त्रि", Thai "คำ") loses
    /// only its last code point, as in browsers and editors, so a wrong vowel sign is fixed
    /// without typing the conjunct again (`GraphemeParts`); an emoji sequence, a flag or a letter
    /// with its accents goes whole.
    public mutating func deleteBackward() {
        guard cursor > 0 else { return }
        let last = characters[cursor - 1]
        let kept = GraphemeParts.hasSeveralParts(last) ? String(String.UnicodeScalarView(last.unicodeScalars.dropLast())) : ""
        cursor = replace(cursor - 1..<cursor, with: kept, undoKind: .deleting)
    }

    /// Deletes the grapheme under the cursor.
    public mutating func deleteForward() {
        guard cursor < characters.count else { return }
        cursor = replace(cursor..<cursor + 1, with: "", undoKind: .deleting)
    }

    /// Moves the cursor one grapheme left (from the start of a line, to the end of the one above).
    public mutating func moveLeft() { cursor = max(0, cursor - 1) }
    public mutating func moveRight() { cursor = min(characters.count, cursor + 1) }
    public mutating func moveHome() { cursor = 0 }
    public mutating func moveEnd() { cursor = characters.count }
    /// Moves the cursor to `index`, kept within 0…count.
    public mutating func moveCursor(to index: Int) { cursor = min(max(0, index), characters.count) }

    public mutating func clear() { self = TextInput(allowsLineBreaks: allowsLineBreaks) }

    /// Replaces the characters in `range` with `text` (already normalised) and returns the index
    /// just after the new text. Graphemes are formed again around the change only: a combining
    /// mark joins the grapheme before it, two regional indicators form a flag. The window grows to
    /// the right only while the graphemes after the change come out different. The change is kept
    /// for undo as `undoKind` (nil: undo itself makes it).
    mutating func replace(_ range: Range<Int>, with text: String, undoKind: TextUndoStep.Kind? = .other) -> Int {
        let low = max(0, range.lowerBound - 1)
        var high = min(characters.count, range.upperBound + 1)
        let prefix = String(characters[low..<range.lowerBound]) + text
        while true {
            let window = Array(prefix + String(characters[range.upperBound..<high]))
            let realigned = high == characters.count
                || window.last?.unicodeScalars.count == characters[high - 1].unicodeScalars.count
            if realigned {
                makeRoom(for: window.count - (high - low))
                if let undoKind {
                    keepUndo(TextUndoStep(kind: undoKind, offset: low, removed: Array(characters[low..<high]),
                                          inserted: window.count, cursorBefore: cursor))
                }
                characters.replaceSubrange(low..<high, with: window)
                record(TextEdit(offset: low, removed: high - low, inserted: window.count))
                return low + min(window.count, prefix.count)
            }
            high = min(characters.count, high + 2 * (high - range.upperBound))
        }
    }
}

extension TextInput {
    /// Grows the storage ahead, with room for half as much text again, so that the keys
    /// typed after a long paste (or into a long draft) never wait for the whole text to be copied.
    private mutating func makeRoom(for added: Int) {
        let needed = characters.count + added
        if needed > characters.capacity { characters.reserveCapacity(needed + needed / 2 + 16) }
    }
}

extension TextInput: Hashable {
    /// Inputs are equal when their text, cursor and kind are; their histories do not count.
    public static func == (lhs: TextInput, rhs: TextInput) -> Bool {
        lhs.cursor == rhs.cursor && lhs.allowsLineBreaks == rhs.allowsLineBreaks && lhs.characters == rhs.characters
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(characters)
        hasher.combine(cursor)
        hasher.combine(allowsLineBreaks)
    }
}
