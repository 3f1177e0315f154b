/// The selection and scroll position of a list, kept by its owner between frames.
public struct ListState: Sendable, Hashable {
    /// The selected row, or nil when nothing is selected.
    public var selected: Int? = 0
    /// The first row shown.
    public var offset: Int = 0

    /// Clamps the selection to the rows there are (leaving it alone when there are none) and
    /// scrolls as little as possible so the selected row is among the `height` rows shown,
    /// never leaving empty rows below the last one.
    public mutating func keepSelectionVisible(height: Int, count: Int) {
        if let row = selected, count > 0 {
            selected = min(max(0, row), count - 1)
        }
        guard height > 0, count > 0 else {
            offset = 0
            return
        }
        if let row = selected {
            if row < offset { offset = row }
            if row >= offset + height { offset = row - height + 1 }
        }
        offset = max(0, min(offset, count - height))
    }

    /// The rows the list drew last, one a line, for a click to find its row.
    public internal(set) var drawnRows = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The index of the row drawn at the cell `column`, `row`, nil when none is there.
    public func index(atColumn column: Int, row: Int) -> Int? {
        drawnRows.contains(x: column, y: row) ? offset + row - drawnRows.y : nil
    }
}
