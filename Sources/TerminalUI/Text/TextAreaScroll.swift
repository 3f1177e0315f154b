import Presentation

/// What a text area on screen keeps from one frame to the next: the width it was last wrapped
/// to (moving the cursor up and down its rows between frames needs the rows as they were shown),
/// the first row shown, and its layout, updated around each edit (`TextAreaLayoutCache`).
final class TextAreaScroll {
    private(set) var wrapWidth = 60
    /// The first row shown when the text has more rows than fit.
    private(set) var firstRow = 0
    let layouts = TextAreaLayoutCache()

    /// The layout of `input` at the width last shown.
    func layout(of input: TextInput) -> TextAreaLayout {
        layouts.layout(of: input, width: wrapWidth)
    }

    /// Wraps `input` to an area `width` cells wide: what sizes an area that grows with its text.
    func layout(of input: TextInput, forAreaWidth width: Int) -> TextAreaLayout {
        wrapWidth = TextArea.wrapWidth(forAreaWidth: width)
        return layout(of: input)
    }

    /// Wraps `input` to fit `area` and scrolls it to keep the cursor in view; returns the layout
    /// to draw from `firstRow`.
    func fit(_ input: TextInput, in area: Rect) -> TextAreaLayout {
        let layout = layout(of: input, forAreaWidth: area.width)
        firstRow = TextArea.firstRow(
            keepingVisible: layout.position(of: input.cursor).row, visibleRows: area.height,
            rowCount: layout.rows.count, previous: firstRow)
        return layout
    }

    /// Arrows in the free column right of `field` that say rows are hidden above or below.
    func renderMarks(_ layout: TextAreaLayout, beside field: Rect, buffer: inout ScreenBuffer, style: Style) {
        let column = Rect(x: field.maxX, y: field.y, width: 1, height: field.height)
        if firstRow > 0 { buffer.write("↑", x: column.x, y: column.y, style: style, clip: column) }
        if firstRow + field.height < layout.rows.count {
            buffer.write("↓", x: column.x, y: column.maxY - 1, style: style, clip: column)
        }
    }
}
