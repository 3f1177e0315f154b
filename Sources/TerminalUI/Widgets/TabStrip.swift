/// A one-row strip of tabs, the selected one highlighted: " Chats  Explore  Profile ".
///
/// Each title gets a space either side; when the titles do not fit, each is cut to the same
/// width so every tab stays visible, down to one letter each.
public struct TabStrip: Widget, Sendable {
    /// The tab titles, left to right.
    public var titles: [String]
    public var selected: Int
    public var theme: Theme

    /// Draws the tabs on the first row of `area`.
    public func render(in area: Rect, buffer: inout ScreenBuffer) {
        guard !area.isEmpty, !titles.isEmpty else { return }
        let row = Rect(x: area.x, y: area.y, width: area.width, height: 1)
        buffer.fill(row, style: theme.style(.text))
        buffer.write(spans(width: area.width), x: area.x, y: area.y, clip: row)
    }

    /// The tabs laid out to fit `width` cells; when even one-letter tabs would not fit, only
    /// the selected tab.
    public func spans(width: Int) -> [Span] {
        if titles.count * 3 > width, titles.indices.contains(selected) {
            let title = TextLayout.truncate(titles[selected], to: width - 2)
            return [Span(" \(title) ", theme.style(.tabSelected))].truncated(to: width)
        }
        let natural = titles.reduce(0) { $0 + TextWidth.of($1) + 2 }
        let titleWidth = natural <= width ? Int.max : max(1, width / titles.count - 2)
        let spans = titles.enumerated().map { index, title in
            let text = titleWidth == Int.max ? title : TextLayout.truncate(title, to: titleWidth)
            return Span(" \(text) ", theme.style(index == selected ? .tabSelected : .tab))
        }
        return spans.truncated(to: width)
    }
}
