/// How wide each column of a table is drawn.
enum ColumnWidths {
    /// A column is never narrowed below this (or its widest cell, when narrower).
    static let narrowest = 3

    /// The widths of the columns of `rows` (each a row's cells as styled spans) within `room`
    /// cells: each column as wide as its widest cell when they all fit; otherwise the widest
    /// column gives up a cell, again and again, down to `narrowest`. Nil when even that is too
    /// wide, or there is no column.
    static func fit(_ rows: [[[Span]]], room: Int) -> [Int]? {
        guard let columns = rows.first?.count, columns > 0 else { return nil }
        var widths = (0..<columns).map { column in max(1, rows.map { $0[column].displayWidth }.max() ?? 0) }
        let least = widths.map { min($0, narrowest) }
        guard least.reduce(0, +) <= room else { return nil }
        var excess = widths.reduce(0, +) - room
        while excess > 0 {
            let widest = widths.max() ?? 0
            let others = widths.filter { $0 < widest }.max() ?? 0
            // The widest columns come down together to the next width, or as far as needed.
            let tied = widths.indices.filter { widths[$0] == widest }
            let step = max(1, min(widest - max(others, narrowest), excess / tied.count))
            for index in tied where excess > 0 {
                widths[index] -= step
                excess -= step
            }
        }
        return widths
    }
}
