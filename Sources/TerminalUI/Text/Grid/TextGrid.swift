import Presentation

/// A table drawn in a frame of the characters boxes use (`╭─┬╮ │ ├┼┤ ╰┴╯`, which a terminal
/// without a UTF-8 locale draws as `+ - |`), the header (when there is one) above a rule, each
/// cell aligned as its column says. Columns are as wide as their widest cell when the table
/// fits; when it does not, the widest columns give up room (`ColumnWidths`) and cells wrap inside
/// their column (`SpanWrap`), and body rows are then ruled apart so that a wrapped row reads as
/// one. The chat's Markdown tables (`TableLayout`) and an article's tables (`FeedTableLayout`)
/// are drawn by it.
enum TextGrid {
    /// The lines of the table, each starting with `prefix`, within `width` cells after it; nil
    /// when even narrowed columns cannot fit. Every row has as many cells as `alignments`.
    static func lines(header: [[Span]]?, body: [[[Span]]], alignments: [TableAlignment], prefix: [Span], width: Int,
                      border: Style) -> [[Span]]? {
        let rows = (header.map { [$0] } ?? []) + body
        let room = width - (3 * alignments.count + 1)
        guard let widths = ColumnWidths.fit(rows, room: room) else { return nil }
        let frame = Frame(widths: widths, prefix: prefix, style: border)
        let cells = rows.map { row in zip(row, widths).map { SpanWrap.wrap($0, width: $1) } }
        let ruled = cells.dropFirst(header == nil ? 0 : 1).contains { row in row.contains { $0.count > 1 } }
        var lines = [frame.rule("╭", "┬", "╮")]
        for (index, row) in cells.enumerated() {
            if index > 0, (index == 1 && header != nil) || ruled { lines.append(frame.rule("├", "┼", "┤")) }
            lines += frame.lines(row, alignments: alignments)
        }
        lines.append(frame.rule("╰", "┴", "╯"))
        return lines
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
