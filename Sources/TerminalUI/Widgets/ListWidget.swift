/// A scrolling list of rows with one selected row, like the chats or avatars list.
///
/// Every row gets a 2-column gutter; the selected row shows "▸ " in it and is highlighted
/// across the full width. When there are more rows than fit, the last column shows a
/// scrollbar.
public struct ListWidget: StatefulWidget, Sendable {
    /// The marker drawn in the gutter of the selected row.
    public static let marker = "▸ "

    /// How many rows the list has.
    public var count: Int
    /// Builds the row at an index; only visible rows are built.
    public var row: @Sendable (Int) -> ListRow
    /// True when the list has keyboard focus; decides the selection's look.
    public var isFocused: Bool
    public var theme: Theme

    public init(rows: [ListRow], isFocused: Bool, theme: Theme) {
        self.init(count: rows.count, isFocused: isFocused, theme: theme) { rows[$0] }
    }

    /// Creates a list whose rows are built on demand, so long lists cost only what is shown.
    public init(count: Int, isFocused: Bool, theme: Theme, row: @escaping @Sendable (Int) -> ListRow) {
        self.count = count
        self.row = row
        self.isFocused = isFocused
        self.theme = theme
    }

    /// Draws the visible rows, first scrolling `state` so the selected row is visible.
    /// Draws nothing for an empty list: the caller shows its own empty-state message.
    public func render(in area: Rect, buffer: inout ScreenBuffer, state: inout ListState) {
        let area = area.intersection(buffer.area)
        state.drawnRows = Rect(x: area.x, y: area.y, width: 0, height: 0)
        guard !area.isEmpty, count > 0 else { return }
        state.keepSelectionVisible(height: area.height, count: count)
        let hasScrollbar = Self.hasScrollbar(in: area, count: count)
        let rowsArea = area.inset(right: hasScrollbar ? 1 : 0)
        let shown = min(area.height, count - state.offset)
        state.drawnRows = Rect(x: rowsArea.x, y: rowsArea.y, width: rowsArea.width, height: shown)
        for line in 0..<shown {
            let index = state.offset + line
            let rect = Rect(x: rowsArea.x, y: rowsArea.y + line, width: rowsArea.width, height: 1)
            renderRow(row(index), isSelected: index == state.selected, in: rect, buffer: &buffer)
        }
        if hasScrollbar {
            let column = Rect(x: area.maxX - 1, y: area.y, width: 1, height: area.height)
            Scrollbar(count: count, offset: state.offset, theme: theme).render(in: column, buffer: &buffer)
        }
    }

    private static func hasScrollbar(in area: Rect, count: Int) -> Bool { count > area.height && area.width >= 3 }

    /// The cells for a row's text in a list of `count` rows drawn in `area` (after the gutter,
    /// the padding and the scrollbar), for rows that fit their text themselves.
    public static func textWidth(in area: Rect, count: Int) -> Int {
        let rowWidth = area.width - (hasScrollbar(in: area, count: count) ? 1 : 0)
        return textWidth(ofRow: rowWidth)
    }

    private static func textWidth(ofRow width: Int) -> Int {
        let gutter = min(2, width)
        return width - gutter - (width - gutter >= 4 ? 1 : 0)
    }

    private func renderRow(_ row: ListRow, isSelected: Bool, in rect: Rect, buffer: inout ScreenBuffer) {
        let rowStyle = isSelected ? theme.style(isFocused ? .selection : .selectionUnfocused) : theme.style(.text)
        buffer.fill(rect, style: rowStyle)
        if isSelected { buffer.write(Self.marker, x: rect.x, y: rect.y, style: rowStyle, clip: rect) }
        let content = Rect(x: rect.x + min(2, rect.width), y: rect.y, width: Self.textWidth(ofRow: rect.width), height: 1)
        if isSelected, isFocused { buffer.focus = (content.x, content.y) }
        let restyle: (Style) -> Style = { isSelected ? $0.highlighted(by: rowStyle) : $0 }
        let trailing = row.trailing.truncated(to: content.width).restyled(restyle)
        let trailingWidth = trailing.displayWidth
        let leading = row.fitted(to: row.leadingRoom(textWidth: content.width)).restyled(restyle)
        buffer.write(leading, x: content.x, y: content.y, clip: content)
        buffer.write(trailing, x: content.maxX - trailingWidth, y: content.y, clip: content)
    }
}
