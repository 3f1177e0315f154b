import Presentation

/// A one-line text field. It scrolls sideways so the cursor stays visible (by display width,
/// so CJK and emoji count as two cells) and, when focused, puts the terminal cursor on it.
public struct TextField: Widget, Sendable {
    /// The text and cursor.
    public var input: TextInput
    /// The hint shown while the field is empty.
    public var placeholder: String
    /// True when typing goes into this field.
    public var isFocused: Bool
    /// The theme to draw with.
    public var theme: Theme

    /// Creates a text field.
    public init(input: TextInput, placeholder: String, isFocused: Bool, theme: Theme) {
        self.input = input
        self.placeholder = placeholder
        self.isFocused = isFocused
        self.theme = theme
    }

    /// Draws the field on the first row of `area`.
    public func render(in area: Rect, buffer: inout ScreenBuffer) {
        let area = area.intersection(buffer.area)
        guard !area.isEmpty else { return }
        let row = Rect(x: area.x, y: area.y, width: area.width, height: 1)
        buffer.fill(row, style: theme.style(.input))
        if input.isEmpty {
            buffer.write(TextLayout.truncate(placeholder, to: row.width), x: row.x, y: row.y,
                         style: theme.style(.placeholder), clip: row)
            if isFocused { buffer.cursor = (row.x, row.y) }
            return
        }
        let first = firstVisibleCharacter(width: row.width)
        let visible = String(input.characters[first...])
        buffer.write(visible, x: row.x, y: row.y, style: theme.style(.input), clip: row)
        if isFocused {
            let column = TextWidth.of(String(input.characters[first..<input.cursor]))
            buffer.cursor = (min(row.maxX - 1, row.x + column), row.y)
        }
    }

    /// The index of the first character shown: 0 when the text up to the cursor fits,
    /// otherwise as few as possible so the cursor's cell is the last visible one.
    func firstVisibleCharacter(width: Int) -> Int {
        let characters = input.characters
        let cursor = input.cursor
        let cursorCell = cursor < characters.count ? max(1, TextWidth.of(characters[cursor])) : 1
        var used = cursorCell, first = cursor
        while first > 0 {
            let w = TextWidth.of(characters[first - 1])
            if used + w > width { break }
            used += w
            first -= 1
        }
        return first
    }
}
