/// Buttons named by their key, as in "[Enter] Get started   [g] Continue as guest".
///
/// Buttons that do not fit on one row go on to the next rows of the area; a button wider
/// than the area is cut with "…".
public struct ButtonRow: Widget, Sendable {
    /// The space between two buttons.
    public static let gap = "   "

    /// The buttons, left to right: the key to press and what it does.
    public var buttons: [(key: String, label: String)]
    public var theme: Theme
    /// Where each row of buttons sits.
    public var alignment: HorizontalAlignment = .leading

    public func spans(key: String, label: String) -> [Span] {
        let text = theme.style(.text)
        return [Span("[", text), Span(key, theme.style(.buttonKey)), Span("] " + label, text)]
    }

    /// Draws the buttons from the first row of `area`, going on to the next rows if needed.
    public func render(in area: Rect, buffer: inout ScreenBuffer) {
        guard !area.isEmpty else { return }
        for (index, line) in lines(width: area.width).prefix(area.height).enumerated() {
            let x = alignment.startColumn(width: line.displayWidth, in: area)
            buffer.write(line, x: x, y: area.y + index, clip: area)
        }
    }

    /// The buttons laid out in lines of at most `width` cells.
    public func lines(width: Int) -> [[Span]] {
        var lines: [[Span]] = [], line: [Span] = []
        for button in buttons {
            let spans = spans(key: button.key, label: button.label)
            if !line.isEmpty, line.displayWidth + Self.gap.count + spans.displayWidth > width {
                lines.append(line)
                line = []
            }
            if !line.isEmpty { line.append(Span(Self.gap, theme.style(.text))) }
            line += spans.truncated(to: width)
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
