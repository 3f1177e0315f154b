/// Where the characters of a multi-line input go when wrapped to a width.
///
/// Rows break at line breaks and, like the transcript, between words: after a space, or next to
/// a wide (CJK) character; a word longer than a row is split, and a wide character never is.
/// Rows are at most `width` cells, except that a space may hang one cell past a full row. The
/// cursor may sit in that cell too, so an area one column wider than `width` always has room.
public struct TextAreaLayout: Sendable {
    /// The characters on each row, as indices into the input's characters. A line break belongs
    /// to no row; a row that ends in one is followed by a row starting after it.
    public let rows: [Range<Int>]
    private let characters: [Character]

    /// Lays out `characters` in rows of at most `width` cells (at least 1).
    public init(_ characters: [Character], width: Int) {
        self.characters = characters
        let width = max(1, width)
        var rows: [Range<Int>] = []
        var start = 0, used = 0
        for (index, character) in characters.enumerated() {
            if character == "\n" {
                rows.append(start..<index)
                (start, used) = (index + 1, 0)
                continue
            }
            let cells = TextWidth.of(character)
            if used + cells > width, index > start {
                if character == " ", used <= width {
                    used += 1
                    continue
                }
                let end = Self.breakIndex(in: characters, from: start, before: index)
                rows.append(start..<end)
                (start, used) = (end, Self.cells(characters[end..<index]))
                if used + cells > width, index > start {
                    rows.append(start..<index)
                    (start, used) = (index, 0)
                }
            }
            used += cells
        }
        if used > width {
            rows.append(start..<characters.count)
            start = characters.count
        }
        rows.append(start..<characters.count)
        self.rows = rows
    }

    /// Where to end a row that is full before `index`: after its last space or next to a wide
    /// character; at `index` when the row is one long word.
    private static func breakIndex(in characters: [Character], from start: Int, before index: Int) -> Int {
        var end = index
        while end > start + 1 {
            let before = characters[end - 1], after = characters[end]
            if before == " " || TextWidth.of(before) == 2 || TextWidth.of(after) == 2 { return end }
            end -= 1
        }
        return index
    }

    /// The row and cell column of the cursor at `index`. At a soft break the cursor is at the
    /// start of the lower row, before the character there.
    public func position(of index: Int) -> (row: Int, column: Int) {
        let row = rows.lastIndex { $0.lowerBound <= index } ?? 0
        let start = rows[row].lowerBound
        let end = min(max(start, index), characters.count)
        return (row, Self.cells(characters[start..<end]))
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
            let cells = TextWidth.of(characters[index])
            if used + cells > column { break }
            used += cells
            index += 1
        }
        return index
    }

    /// The text of a row.
    public func text(ofRow row: Int) -> String { String(characters[rows[row]]) }

    private static func cells(_ characters: ArraySlice<Character>) -> Int {
        characters.reduce(0) { $0 + TextWidth.of($1) }
    }
}
