/// A table of data written as a pipe table (GitHub's Markdown tables), which the reader draws as a
/// grid and a model reads as a table:
///
///     | Name | Price |
///     | --- | --- |
///     | Apple | 1 € |
///
/// A table without a header row has one of empty cells. A cell's `|` is written `\|` and its `\`
/// `\\`. The caption, if any, is the line above.
extension TableCollector {
    /// The table's lines, or nil for a layout table, which stays as its flat lines: one marked
    /// `role="presentation"`, holding another table or text outside its cells, with a cell over
    /// `longestCell` characters, or with fewer than two rows or two columns that hold text.
    func gridLines() -> [String]? {
        guard !isLayout else { return nil }
        let header = headerFirstRow ? rows.first.flatMap { $0.contains { !$0.isEmpty } ? $0 : nil } : nil
        let body = rows.dropFirst(headerFirstRow ? 1 : 0).filter { $0.contains { !$0.isEmpty } }
        let all = (header.map { [$0] } ?? []) + body
        let width = all.map(\.count).max() ?? 0
        let columns = (0..<width).filter { column in all.contains { column < $0.count && !$0[column].isEmpty } }
        guard all.count >= 2, columns.count >= 2 else { return nil }
        let ellipsis = columnsCut ? ["…"] : []
        func cells(_ row: [String]) -> [String] { columns.map { $0 < row.count ? row[$0] : "" } + ellipsis }
        var lines = caption.isEmpty ? [] : [caption]
        lines.append(Self.line(header.map(cells) ?? Array(repeating: "", count: columns.count + ellipsis.count)))
        lines.append(Self.line(Array(repeating: "---", count: columns.count + ellipsis.count), escaping: false))
        lines += body.map { Self.line(cells($0)) }
        if rowsCut { lines.append(Self.line(Array(repeating: "…", count: columns.count + ellipsis.count))) }
        return lines
    }

    private static func line(_ cells: [String], escaping: Bool = true) -> String {
        "| " + cells.map { escaping ? escaped($0) : $0 }.joined(separator: " | ") + " |"
    }

    private static func escaped(_ cell: String) -> String {
        var escaped = ""
        for character in cell {
            if character == "|" || character == "\\" { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }
}
