import Presentation

/// Where the characters of a multi-line input go when wrapped to a width.
///
/// Rows break at line breaks and, like the transcript, between words: after a space or a tab, or
/// next to a wide (CJK) character; a tab reaches the next multiple of four columns of its row; a word longer than a row is split, and a wide character never is.
/// Rows are at most `width` cells, except that a space may hang one cell past a full row. The
/// cursor may sit in that cell too, so an area one column wider than `width` always has room.
///
/// A row's place depends only on the text from its first character on, so after an edit only
/// the rows from just before the change up to the first row that starts where it started before
/// need laying out again (`updated(to:after:)`).
public struct TextAreaLayout: Sendable {
    /// The characters on each row, as indices into the input's characters. A line break belongs
    /// to no row; a row that ends in one is followed by a row starting after it.
    public let rows: [Range<Int>]
    /// The width the rows were wrapped to.
    public let width: Int
    /// How many characters were looked at to make this layout: all of them for a new layout, the
    /// ones around the change for an updated one. Tests count the work with it.
    public let walkedCharacters: Int
    private let characters: [Character]

    /// Lays out `characters` in rows of at most `width` cells (at least 1).
    public init(_ characters: [Character], width: Int) {
        let width = max(1, width)
        var flow = RowFlow(characters: characters, width: width, start: 0)
        flow.run { _ in false }
        self.init(characters: characters, width: width, rows: flow.rows, walked: flow.walked)
    }

    private init(characters: [Character], width: Int, rows: [Range<Int>], walked: Int) {
        self.characters = characters
        self.width = width
        self.rows = rows
        self.walkedCharacters = walked
    }

    /// The same rows over `characters`, the text they were made for, walking none. A cache
    /// keeps its layout over no characters, so that the input's own array is not shared and
    /// edits change it in place.
    func over(_ characters: [Character]) -> TextAreaLayout {
        TextAreaLayout(characters: characters, width: width, rows: rows, walked: 0)
    }

    /// This layout, made for the text before `edit`, brought up to date for `characters`, the
    /// text after it. The rows from two before the change on are laid out again until one
    /// starts where a row started before the change; the rest are the old rows, moved along.
    public func updated(to characters: [Character], after edit: TextEdit) -> TextAreaLayout {
        let restart = max(0, row(containing: edit.offset) - 2)
        let shift = edit.inserted - edit.removed
        let newEnd = edit.offset + edit.inserted
        var flow = RowFlow(characters: characters, width: width, start: rows[restart].lowerBound)
        // Room for every row, so that the rows are copied once.
        flow.rows.reserveCapacity(rows.count + 16)
        flow.rows += rows[..<restart]
        var resumeAt: Int?
        flow.run { start in
            guard start >= newEnd, let old = rowIndex(startingAt: start - shift) else { return false }
            resumeAt = old
            return true
        }
        let walked = flow.walked
        var newRows = (consume flow).rows
        if let resumeAt {
            newRows += rows[resumeAt...].lazy.map { ($0.lowerBound + shift)..<($0.upperBound + shift) }
        }
        return TextAreaLayout(characters: characters, width: width, rows: newRows, walked: walked)
    }

    /// The row and cell column of the cursor at `index`. At a soft break the cursor is at the
    /// start of the lower row, before the character there.
    public func position(of index: Int) -> (row: Int, column: Int) {
        let row = row(containing: index)
        let start = rows[row].lowerBound
        let end = min(max(start, index), characters.count)
        return (row, RowFlow.cells(characters[start..<end]))
    }

    /// The index nearest to cell `column` of `row`: the last one whose column is not past it.
    public func index(row: Int, column: Int) -> Int {
        let row = min(max(0, row), rows.count - 1)
        let range = rows[row]
        // After a soft break the row's end is the next row's start: stop before it.
        let isSoftBreak = row + 1 < rows.count && rows[row + 1].lowerBound == range.upperBound
        let last = isSoftBreak ? max(range.lowerBound, range.upperBound - 1) : range.upperBound
        var index = range.lowerBound, used = 0
        while index < last {
            let cells = RowFlow.cells(of: characters[index], at: used)
            if used + cells > column { break }
            used += cells
            index += 1
        }
        return index
    }

    public func text(ofRow row: Int) -> String { String(characters[rows[row]]) }

    /// The row as drawn: its tabs as spaces to the next multiple of four columns of the row.
    public func shownText(ofRow row: Int) -> String {
        var column = 0
        return TabStops.expand(text(ofRow: row), column: &column)
    }

    /// The last row starting at or before `index` (row starts only grow).
    private func row(containing index: Int) -> Int {
        var low = 0, high = rows.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if rows[middle].lowerBound <= index { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The row that starts at `index`, if one does.
    private func rowIndex(startingAt index: Int) -> Int? {
        let row = row(containing: index)
        return rows[row].lowerBound == index ? row : nil
    }
}
