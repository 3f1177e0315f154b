/// Lines of styled text, already wrapped, shown from a scroll position.
public struct Paragraph: Widget, Sendable {
    /// The lines, each a list of spans.
    public var lines: [[Span]]

    /// Draws the lines from the first one.
    public func render(in area: Rect, buffer: inout ScreenBuffer) {
        render(in: area, buffer: &buffer, scroll: 0)
    }

    /// Draws the lines starting at line `scroll`; lines wider than the area are clipped.
    public func render(in area: Rect, buffer: inout ScreenBuffer, scroll: Int) {
        guard !area.isEmpty else { return }
        let first = max(0, scroll)
        for row in 0..<area.height {
            let index = first + row
            guard index < lines.count else { break }
            buffer.write(lines[index], x: area.x, y: area.y + row, clip: area)
        }
    }

    /// The text wrapped to `width` cells (see `TextLayout.wrap`), one span per line.
    public static func wrap(_ text: String, width: Int, style: Style) -> [[Span]] {
        TextLayout.wrap(text, width: width).map { [Span($0, style)] }
    }

    /// The text wrapped to `width` cells in at most `maxLines` lines; when it needs more, the
    /// last line shown ends in "…".
    public static func wrap(_ text: String, width: Int, style: Style, maxLines: Int) -> [[Span]] {
        let lines = wrap(text, width: width, style: style)
        guard lines.count > maxLines, maxLines > 0 else { return Array(lines.prefix(max(0, maxLines))) }
        var shown = Array(lines.prefix(maxLines))
        shown[maxLines - 1] = (shown[maxLines - 1] + [Span("…", style)]).truncated(to: width)
        return shown
    }

    /// The largest useful scroll position for an area `height` rows high.
    public func maxScroll(height: Int) -> Int {
        max(0, lines.count - max(0, height))
    }
}
