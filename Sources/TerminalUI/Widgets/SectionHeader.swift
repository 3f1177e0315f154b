/// A one-row heading above a section, such as "Popular  12".
public struct SectionHeader: Widget, Sendable {
    public var title: String
    /// The number of items, shown after the title when given.
    public var count: Int?
    /// True when the section has keyboard focus.
    public var isFocused: Bool
    public var theme: Theme

    /// The header's spans: the title, then the count in the muted style.
    public var spans: [Span] {
        var spans = [Span(title, theme.style(isFocused ? .sectionHeaderFocused : .sectionHeader))]
        if let count { spans.append(Span("  \(count)", theme.style(.muted))) }
        return spans
    }

    /// Draws the header on the first row of `area`.
    public func render(in area: Rect, buffer: inout ScreenBuffer) {
        guard !area.isEmpty else { return }
        let row = Rect(x: area.x, y: area.y, width: area.width, height: 1)
        buffer.fill(row, style: theme.style(.text))
        buffer.write(spans.truncated(to: area.width), x: area.x, y: area.y, clip: row)
    }
}
