import Presentation

/// A complete table drawn in a frame of the characters boxes use (`╭─┬╮ │ ├┼┤ ╰┴╯`, which a
/// terminal without a UTF-8 locale draws as `+ - |`): the header bold, a rule under it, each
/// cell's inline Markdown styled as elsewhere and aligned as its column's delimiter says.
/// Columns are as wide as their widest cell when the table fits; when it does not, the widest
/// columns give up room (`ColumnWidths`) and cells wrap inside their column, and body rows are
/// then ruled apart so that a wrapped row reads as one.
enum TableLayout {
    /// The rows of `table` at the styler's code width, its links' URLs added to `footnotes`; nil when
    /// even narrowed columns cannot fit (the table then shows as written).
    static func rows(_ table: MarkdownTable, styler: MarkdownStyler, footnotes: inout [String]) -> [[Span]]? {
        let prefix = styler.prefix(quoteDepth: table.quoteDepth, indent: table.indent)
        let base = styler.baseStyle(quoteDepth: table.quoteDepth)
        let header = table.header.map { styler.inline($0, base: base.bolded, footnotes: &footnotes) }
        let body = table.rows.map { row in row.map { styler.inline($0, base: base, footnotes: &footnotes) } }
        let room = styler.codeWidth - prefix.displayWidth - (3 * table.alignments.count + 1)
        guard let widths = ColumnWidths.fit([header] + body, room: room) else { return nil }
        let frame = Frame(widths: widths, prefix: prefix, style: styler.theme.style(.border))
        let cells = ([header] + body).map { row in
            zip(row, widths).map { SpanWrap.wrap($0, width: $1) }
        }
        let ruled = cells.dropFirst().contains { row in row.contains { $0.count > 1 } }
        var rows = [frame.rule("╭", "┬", "╮")]
        for (index, row) in cells.enumerated() {
            if index == 1 || (index > 1 && ruled) { rows.append(frame.rule("├", "┼", "┤")) }
            rows += frame.lines(row, alignments: table.alignments)
        }
        rows.append(frame.rule("╰", "┴", "╯"))
        return rows
    }

    /// The frame's pieces for columns of `widths`, each row starting with `prefix`.
    private struct Frame {
        let widths: [Int]
        let prefix: [Span]
        let style: Style

        func rule(_ left: String, _ middle: String, _ right: String) -> [Span] {
            let runs = widths.map { String(repeating: "─", count: $0 + 2) }
            return prefix + [Span(left + runs.joined(separator: middle) + right, style)]
        }

        /// The lines of one row whose cells were wrapped into `cells`, as tall as its tallest cell.
        func lines(_ cells: [[[Span]]], alignments: [TableAlignment]) -> [[Span]] {
            let height = cells.map(\.count).max() ?? 1
            return (0..<height).map { line in
                var spans = prefix + [Span("│ ", style)]
                for (column, cell) in cells.enumerated() {
                    if column > 0 { spans.append(Span(" │ ", style)) }
                    spans += aligned(line < cell.count ? cell[line] : [], widths[column], alignments[column])
                }
                return spans + [Span(" │", style)]
            }
        }

        private func aligned(_ spans: [Span], _ width: Int, _ alignment: TableAlignment) -> [Span] {
            let free = max(0, width - spans.displayWidth)
            let before = alignment == .right ? free : alignment == .center ? free / 2 : 0
            let pad = { (count: Int) in count > 0 ? [Span(String(repeating: " ", count: count))] : [] }
            return pad(before) + spans + pad(free - before)
        }
    }
}
