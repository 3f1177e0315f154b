/// The help text as lines: a heading per section, then each binding's keys (or each mark) in a
/// column and its description beside them, wrapped with a hanging indent.
struct HelpLayout {
    let sections: [HelpView.Section]
    let theme: Theme

    /// The widest key column; longer key lists put the description on the next line.
    static let maxKeyWidth = 22

    private var keyWidth: Int {
        min(Self.maxKeyWidth, sections.flatMap(\.entries).map { TextWidth.of($0.label) }.max() ?? 0)
    }

    /// The width that shows every description on one line.
    var naturalWidth: Int {
        sections.flatMap(\.entries).map { 2 + keyWidth + 2 + TextWidth.of($0.help) }.max() ?? 0
    }

    /// The lines for a text area `width` cells wide.
    func lines(width: Int) -> [[Span]] {
        let keyColumn = min(keyWidth, max(1, width / 3))
        let indent = 2 + keyColumn + 2
        let descriptionWidth = max(1, width - indent)
        var lines: [[Span]] = []
        for section in sections where !section.entries.isEmpty {
            if !lines.isEmpty { lines.append([]) }
            lines.append([Span(section.title, theme.style(.title))])
            for entry in section.entries {
                let keys = Span("  " + entry.label, theme.style(.buttonKey))
                var description = TextLayout.wrap(entry.help, width: descriptionWidth)
                    .map { Span($0, theme.style(.text)) }
                if keys.width > indent - 2 {
                    lines.append([keys])
                } else if !description.isEmpty {
                    let first = description.removeFirst()
                    lines.append([keys, Span(String(repeating: " ", count: indent - keys.width), theme.style(.text)), first])
                }
                lines += description.map { [Span(String(repeating: " ", count: indent), theme.style(.text)), $0] }
            }
        }
        return lines
    }
}
