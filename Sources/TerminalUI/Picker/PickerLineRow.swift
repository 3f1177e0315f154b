import Presentation

/// One line of a picker sheet, drawn: a heading, a note, or an option with "✓" on the current
/// one and the selection highlighted across the line.
struct PickerLineRow {
    let line: PickerLine
    let isSelected: (Int) -> Bool
    let theme: Theme
    /// Blank columns kept at the row's end, so that a long id does not run into a scrollbar.
    var gapAtEnd = 0

    func render(in row: Rect, buffer: inout ScreenBuffer) {
        let slot = row.inset(right: min(gapAtEnd, max(0, row.width - 1)))
        switch line {
        case .heading(let title):
            buffer.write(TextSanitizer.clean(title), x: slot.x, y: slot.y, style: theme.style(.sectionHeader), clip: slot)
        case .note(let text, let isError):
            let spans = [Span("  " + TextSanitizer.clean(text), theme.style(isError ? .error : .muted))]
            buffer.write(spans.truncated(to: slot.width), x: slot.x, y: slot.y, clip: slot)
        case .option(let index, let title, let detail, let isCurrent):
            let selected = isSelected(index)
            if selected { buffer.fill(row, style: theme.style(.selection)) }
            let detail = detail.isEmpty ? nil : Span("  " + TextSanitizer.clean(detail), theme.style(.muted))
            var spans = [Span(selected ? "▸ " : "  ", theme.style(.accent)),
                         Span(isCurrent ? "✓ " : "  ", theme.style(.success)),
                         Span(TextSanitizer.clean(title), theme.style(.text))
                             .truncatedInMiddle(to: Self.titleRoom(width: slot.width - 4, detail: detail?.width ?? 0))]
            if let detail { spans.append(detail) }
            if selected { spans = spans.restyled { _ in theme.style(.selection) } }
            buffer.write(spans.truncated(to: slot.width), x: slot.x, y: slot.y, clip: slot)
        }
    }

    /// A long title (a model id) is cut in the middle, keeping its end (`:free`, `:nitro`), and
    /// leaves room for a short detail ("configured"); a long one (a backend's address) is cut instead.
    static func titleRoom(width: Int, detail: Int) -> Int {
        max(1, detail <= width / 3 ? width - detail : width)
    }
}
