/// How a line of code fits a width, never broken inside a word: a line that fits stays whole; a
/// longer one breaks after its last space that fits, and only a token (a run without spaces)
/// longer than the whole row is cut. Every row that goes on in the next one ends with `→` in
/// the last column, so wrapped code cannot be taken for separate lines. Tabs are expanded to
/// the next multiple of four columns first (`TabStops`). Copying takes the source, never these rows.
enum CodeWrap {
    /// The continuation mark at the end of a row that the line goes on from.
    static let mark = "→"

    /// The rows of `line`, and for each whether it ends with the mark.
    static func rows(_ line: String, width: Int) -> [(text: String, continues: Bool)] {
        var column = 0
        let expanded = TabStops.expand(line, column: &column)
        guard TextWidth.of(expanded) > width, width > 1 else { return [(expanded, false)] }
        var rows: [(String, Bool)] = []
        var rest = Substring(expanded)
        while TextWidth.of(String(rest)) > width {
            let fitting = prefix(rest, fitting: width - 1)
            var cut = fitting.endIndex
            if let space = fitting.lastIndex(of: " "), space > fitting.startIndex {
                cut = rest.index(after: space)
            }
            if cut == rest.startIndex { cut = rest.index(after: rest.startIndex) }
            rows.append((String(rest[..<cut]), true))
            rest = rest[cut...]
        }
        rows.append((String(rest), false))
        return rows
    }

    /// The longest start of `text` at most `width` cells wide.
    private static func prefix(_ text: Substring, fitting width: Int) -> Substring {
        var used = 0, end = text.startIndex
        for index in text.indices {
            let characterWidth = TextWidth.of(text[index])
            if used + characterWidth > width { break }
            used += characterWidth
            end = text.index(after: index)
        }
        return text[..<end]
    }
}
