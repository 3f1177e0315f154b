import Presentation

/// A text field of several rows: the input wrapped to the area's width (by display width, so
/// CJK and emoji take two cells and are never split), shown from a given row. When focused it
/// puts the terminal cursor on the input's cursor.
public struct TextArea: Widget, Sendable {
    public var input: TextInput
    /// The hint shown while the input is empty.
    public var placeholder: String
    /// True when typing goes into this field.
    public var isFocused: Bool
    public var theme: Theme

    /// The wrap width for an area `width` cells wide: one cell stays free for the cursor after a
    /// full row.
    public static func wrapWidth(forAreaWidth width: Int) -> Int { max(1, width - 1) }

    /// Draws the rows from the first one.
    public func render(in area: Rect, buffer: inout ScreenBuffer) {
        render(in: area, buffer: &buffer, firstRow: 0)
    }

    /// Draws the rows starting at `firstRow`; the cursor is placed only when its row is shown.
    /// `layout`, when given, is the input's layout for this area (from a `TextAreaLayoutCache`).
    public func render(in area: Rect, buffer: inout ScreenBuffer, firstRow: Int, layout: TextAreaLayout? = nil) {
        let area = area.intersection(buffer.area)
        guard !area.isEmpty else { return }
        buffer.fill(area, style: theme.style(.input))
        if input.isEmpty {
            buffer.write(TextLayout.truncate(placeholder, to: area.width), x: area.x, y: area.y,
                         style: theme.style(.placeholder), clip: area)
            if isFocused { buffer.cursor = (area.x, area.y) }
            return
        }
        let layout = layout ?? input.layout(width: Self.wrapWidth(forAreaWidth: area.width))
        let first = max(0, firstRow)
        for offset in 0..<area.height where first + offset < layout.rows.count {
            buffer.write(layout.shownText(ofRow: first + offset), x: area.x, y: area.y + offset,
                         style: theme.style(.input), clip: area)
        }
        let cursor = layout.position(of: input.cursor)
        if isFocused, (first..<first + area.height).contains(cursor.row) {
            buffer.cursor = (min(area.maxX - 1, area.x + cursor.column), area.y + cursor.row - first)
        }
    }

    /// The first row to show in `visibleRows` rows so that the cursor's row is visible, scrolling
    /// as little as possible from `previous`.
    public static func firstRow(keepingVisible cursorRow: Int, visibleRows: Int, rowCount: Int, previous: Int) -> Int {
        let visible = max(1, visibleRows)
        var first = min(max(0, previous), max(0, rowCount - visible))
        if cursorRow < first { first = cursorRow }
        if cursorRow >= first + visible { first = cursorRow - visible + 1 }
        return max(0, first)
    }
}
