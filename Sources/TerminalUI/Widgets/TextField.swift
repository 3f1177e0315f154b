import Presentation

/// A one-line text field. It scrolls sideways so the cursor stays visible (by display width,
/// so CJK and emoji count as two cells) and, when focused, puts the terminal cursor on it. A
/// field with a limit shows how much of it is used at its right end ("12/32").
public struct TextField: Widget, Sendable {
    public var input: TextInput
    /// The hint shown while the field is empty.
    public var placeholder: String
    /// True when typing goes into this field.
    public var isFocused: Bool
    /// The most graphemes the field takes, shown as a counter; nil for none.
    public var limit: Int?
    public var theme: Theme

    /// Draws the field on the first row of `area`, with the counter at its right end.
    public func render(in area: Rect, buffer: inout ScreenBuffer) {
        let area = area.intersection(buffer.area)
        guard !area.isEmpty else { return }
        var row = Rect(x: area.x, y: area.y, width: area.width, height: 1)
        buffer.fill(row, style: theme.style(.input))
        if let limit {
            let counter = "\(input.characters.count)/\(limit)"
            let width = TextWidth.of(counter)
            if row.width >= width + 4 {
                let style = theme.style(input.characters.count >= limit ? .accent : .placeholder)
                buffer.write(counter, x: row.maxX - width, y: row.y, style: style, clip: row)
                row = row.inset(right: width + 1)
            }
        }
        if input.isEmpty {
            buffer.write(TextLayout.truncate(placeholder, to: row.width), x: row.x, y: row.y,
                         style: theme.style(.placeholder), clip: row)
            if isFocused { buffer.cursor = (row.x, row.y) }
            return
        }
        // Unfocused, the text shows from its start (a search's query after Enter), not where
        // the cursor last was, and ends in "…" where it is cut.
        let first = isFocused ? firstVisibleCharacter(width: row.width) : 0
        let visible = String(input.characters[first...])
        buffer.write(isFocused ? visible : TextLayout.truncate(visible, to: row.width), x: row.x, y: row.y,
                     style: theme.style(.input), clip: row)
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
