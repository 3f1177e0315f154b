import Presentation

/// An article's table drawn as the chat draws a Markdown table (`TextGrid`): the header bold,
/// cells wrapped inside narrowed columns when the table is wider than the screen. A table that
/// cannot fit even so (a column takes at least 3 cells and a frame) shows a row a line, its
/// cells joined by " | ", as items stored before tables were kept show them.
enum FeedTableLayout {
    static func lines(_ table: ArticleTable, first: String, next: String, width: Int, theme: Theme) -> [[Span]] {
        let text = theme.style(.text)
        let spans = { (cell: String, style: Style) in cell.isEmpty ? [] : [Span(cell, style)] }
        let header = table.header.map { row in row.map { spans($0, text.bolded) } }
        let body = table.rows.map { row in row.map { spans($0, text) } }
        let alignments = Array(repeating: TableAlignment.left, count: table.columns)
        let prefix = next.isEmpty ? [] : [Span(next)]
        if var grid = TextGrid.lines(header: header, body: body, alignments: alignments, prefix: prefix,
                                     width: width - next.count, border: theme.style(.border)) {
            if first != next, !grid.isEmpty { grid[0] = [Span(first)] + grid[0].dropFirst(prefix.count) }
            return grid
        }
        let rows = (table.header.map { [$0] } ?? []) + table.rows
        return rows.enumerated().flatMap { index, row in
            let line = (index == 0 ? first : next) + row.filter { !$0.isEmpty }.joined(separator: " | ")
            return FeedTextLayout.wrap(line, width: width).map { [Span($0, text)] }
        }
    }
}
