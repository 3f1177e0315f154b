import Presentation

extension TextInput {
    /// The input laid out in rows of at most `width` cells (see `TextAreaLayout`).
    public func layout(width: Int) -> TextAreaLayout { TextAreaLayout(characters, width: width) }

    /// Moves the cursor `delta` rows down (up when negative) in the input wrapped to `width`,
    /// keeping its cell column as far as the row allows. Up from the first row goes to the start
    /// of the text, down from the last row to the end.
    public mutating func moveRow(by delta: Int, width: Int) {
        moveRow(by: delta, in: layout(width: width))
    }

    /// Moves the cursor `delta` rows in `layout`, this input's current layout.
    public mutating func moveRow(by delta: Int, in layout: TextAreaLayout) {
        let position = layout.position(of: cursor)
        let target = position.row + delta
        if target < 0 {
            moveHome()
        } else if target >= layout.rows.count {
            moveEnd()
        } else {
            moveCursor(to: layout.index(row: target, column: position.column))
        }
    }
}
