/// A rounded border with an optional title in the top edge: "╭─ Title ───╮".
public struct Box: Widget, Sendable {
    /// The title drawn in the top border, or nil.
    public var title: String?
    /// True when the box holds the focused content; the border then stands out.
    public var isFocused: Bool
    public var theme: Theme

    /// The area inside the border.
    public func inner(_ area: Rect) -> Rect {
        area.inset(by: 1)
    }

    /// Draws the border around the edge of `area` (nothing when it is under 2×2); the inside
    /// is left as it is. A focused box takes the focus to its first line (a question's, the
    /// help's, an empty section's text) until its content (a list's selected row) sets it.
    public func render(in area: Rect, buffer: inout ScreenBuffer) {
        guard area.width >= 2, area.height >= 2 else { return }
        let style = theme.style(isFocused ? .borderFocused : .border)
        let top = area.y, bottom = area.maxY - 1, left = area.x, right = area.maxX - 1
        for x in left + 1..<right {
            buffer.put("─", x: x, y: top, style: style)
            buffer.put("─", x: x, y: bottom, style: style)
        }
        for y in top + 1..<bottom {
            buffer.put("│", x: left, y: y, style: style)
            buffer.put("│", x: right, y: y, style: style)
        }
        buffer.put("╭", x: left, y: top, style: style)
        buffer.put("╮", x: right, y: top, style: style)
        buffer.put("╰", x: left, y: bottom, style: style)
        buffer.put("╯", x: right, y: bottom, style: style)
        renderTitle(in: area, buffer: &buffer, borderStyle: style)
        if isFocused, area.width > 2, area.height > 2 { buffer.focus = (area.x + 1, area.y + 1) }
    }

    private func renderTitle(in area: Rect, buffer: inout ScreenBuffer, borderStyle: Style) {
        guard let title, !title.isEmpty, area.width >= 6 else { return }
        let text = TextLayout.truncate(TextSanitizer.clean(title), to: area.width - 5)
        var titleStyle = theme.style(isFocused ? .title : .text)
        if isFocused, borderStyle.fg != .default { titleStyle.fg = borderStyle.fg }
        let spans = [Span(" ", borderStyle), Span(text, titleStyle), Span(" ", borderStyle)]
        buffer.write(spans, x: area.x + 2, y: area.y, clip: area.inset(left: 1, right: 1))
    }
}
