import Presentation

extension ReaderBody {
    /// The lines of the text, one string each, as a reader's search looks through them.
    static func texts(of lines: [[Span]]) -> [String] { lines.map { $0.map(\.text).joined() } }

    /// The lines with the search's matches marked in the `count` lines from `top` (the ones on
    /// screen); the current match is underlined as well, in the layout it was found in.
    func marked(from top: Int, count: Int, theme: Theme) -> [[Span]] {
        guard let search, !search.isEditing, search.current != nil else { return lines }
        let style = theme.style(.searchMatch)
        var current = style
        current.underline = true
        var marked = lines
        let currentMatch = search.currentMatch(in: Self.texts(of: lines))
        for index in lines.indices.dropFirst(top).prefix(count) {
            let text = lines[index].map(\.text).joined()
            let ranges = ReaderSearch.occurrences(of: search.ranQuery, in: text).enumerated().map { occurrence, range in
                let isCurrent = currentMatch?.line == index && currentMatch?.occurrence == occurrence
                let start = text.distance(from: text.startIndex, to: range.lowerBound)
                return (start..<(start + text[range].count), isCurrent ? current : style)
            }
            marked[index] = SearchHighlight.mark(ranges, in: lines[index])
        }
        return marked
    }

    /// " Search: " and the query's field, on the footer's row.
    func renderPrompt(_ search: ReaderSearch, in footer: Rect, buffer: inout ScreenBuffer, theme: Theme) {
        buffer.write(" Search: ", x: footer.x, y: footer.y, style: theme.style(.accent), clip: footer)
        TextField(input: search.query, placeholder: "words to find in the text, Enter searches", isFocused: true, theme: theme)
            .render(in: footer.inset(left: 9, right: 0), buffer: &buffer)
    }
}
