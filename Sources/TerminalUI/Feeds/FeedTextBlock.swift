import Presentation

/// A piece of an item's text that the reader lays out as one paragraph: a logical line, or the
/// lines of a table (`ArticleTable`), which are drawn as a grid (`FeedTableLayout`).
enum FeedTextBlock {
    case line(Substring)
    /// A table whose lines start with `first` (the indentation of the quotes and lists around
    /// it, and the marker of an item it starts) and then `next` (as many spaces).
    case table(ArticleTable, first: String, next: String)

    /// The text's logical lines (`FeedTextLayout.logicalLines`) as blocks.
    static func blocks(_ lines: [Substring]) -> [FeedTextBlock] {
        var blocks: [FeedTextBlock] = []
        var index = 0
        while index < lines.count {
            if let (table, end) = table(at: index, in: lines) {
                blocks.append(table)
                index = end
            } else {
                blocks.append(.line(lines[index]))
                index += 1
            }
        }
        return blocks
    }

    /// The table that starts at `lines[start]`, and the index of the line after it.
    private static func table(at start: Int, in lines: [Substring]) -> (FeedTextBlock, Int)? {
        let line = lines[start]
        guard line.last == "|", start + 1 < lines.count else { return nil }
        let first = FeedTextLayout.hangingPrefix(String(line))
        let next = String(repeating: " ", count: first.count)
        let row = { (line: Substring) in line.hasPrefix(next) ? line.dropFirst(next.count) : nil }
        guard let delimiter = row(lines[start + 1]), ArticleTable.starts(line.dropFirst(first.count), delimiter) else { return nil }
        var body = [line.dropFirst(first.count), delimiter]
        var end = start + 2
        while end < lines.count, let cells = row(lines[end]), ArticleTable.isRow(cells) {
            body.append(cells)
            end += 1
        }
        guard let table = ArticleTable(body) else { return nil }
        return (.table(table, first: first, next: next), end)
    }

    /// The block's lines at `width`: a line wrapped with its hanging indent, a table as a grid.
    func lines(width: Int, theme: Theme) -> [[Span]] {
        switch self {
        case .line(let line): FeedTextLayout.wrap(String(line), width: width).map { [Span($0, theme.style(.text))] }
        case .table(let table, let first, let next): FeedTableLayout.lines(table, first: first, next: next, width: width, theme: theme)
        }
    }
}
