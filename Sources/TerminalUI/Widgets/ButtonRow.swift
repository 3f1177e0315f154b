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

    /// The cells the buttons take on one line, gaps included: what an alert is made wide enough
    /// for.
    public var oneLineWidth: Int {
        Self.lineWidth(buttons.map { spans(key: $0.key, label: $0.label).displayWidth })
    }

    /// The cells of a line of buttons `widths` wide, with the gaps between them.
    private static func lineWidth(_ widths: [Int]) -> Int {
        widths.reduce(0, +) + gap.count * max(0, widths.count - 1)
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
        layout(width: width).map { line in
            line.enumerated().flatMap { place, button in
                (place == 0 ? [] : [Span(Self.gap, theme.style(.text))]) + button.spans
            }
        }
    }

    /// The key of the button drawn at the cell `column`, `row` when the row was drawn in `area`,
    /// as its label names it (`ButtonRow.key(named:)`): a click on a button presses its key.
    public func key(atColumn column: Int, row: Int, in area: Rect) -> Key? {
        let index = row - area.y
        let lines = layout(width: area.width)
        guard area.contains(x: column, y: row), index < lines.count else { return nil }
        let line = lines[index]
        var x = alignment.startColumn(width: Self.lineWidth(line.map(\.spans.displayWidth)), in: area)
        for button in line {
            let width = button.spans.displayWidth
            if (x..<x + width).contains(column) { return Self.key(named: button.key) }
            x += width + Self.gap.count
        }
        return nil
    }

    /// The key a button's label names: "Enter", "Esc", "Tab", "Ctrl-S", or one character.
    static func key(named name: String) -> Key? {
        switch name {
        case "Enter": return .enter
        case "Esc": return .escape
        case "Tab": return .tab
        case _ where name.hasPrefix("Ctrl-") && name.count == 6: return name.last.map { .ctrl(Character($0.lowercased())) }
        case _ where name.count == 1: return name.first.map { .char($0) }
        default: return nil
        }
    }

    /// The buttons in lines of at most `width` cells, each with its key and its spans.
    private func layout(width: Int) -> [[(key: String, spans: [Span])]] {
        var lines: [[(key: String, spans: [Span])]] = [], line: [(key: String, spans: [Span])] = [], used = 0
        for button in buttons {
            let spans = spans(key: button.key, label: button.label).truncated(to: width)
            if !line.isEmpty, used + Self.gap.count + spans.displayWidth > width {
                lines.append(line)
                line = []
                used = 0
            }
            used += (line.isEmpty ? 0 : Self.gap.count) + spans.displayWidth
            line.append((button.key, spans))
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
