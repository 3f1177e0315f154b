import Presentation

/// One line of a picker sheet, drawn: a heading, a note, or an option with "✓" on the current
/// one and the selection highlighted across the line.
struct PickerLineRow {
    let line: PickerLine
    let isSelected: (Int) -> Bool
    let theme: Theme

    func render(in slot: Rect, buffer: inout ScreenBuffer) {
        switch line {
        case .heading(let title):
            buffer.write(TextSanitizer.clean(title), x: slot.x, y: slot.y, style: theme.style(.sectionHeader), clip: slot)
        case .note(let text, let isError):
            let spans = [Span("  " + TextSanitizer.clean(text), theme.style(isError ? .error : .muted))]
            buffer.write(spans.truncated(to: slot.width), x: slot.x, y: slot.y, clip: slot)
        case .option(let index, let title, let detail, let isCurrent):
            let selected = isSelected(index)
            if selected { buffer.fill(slot, style: theme.style(.selection)) }
            var spans = [Span(selected ? "▸ " : "  ", theme.style(.accent)),
                         Span(isCurrent ? "✓ " : "  ", theme.style(.success)),
                         Span(TextSanitizer.clean(title), theme.style(.text))]
            if !detail.isEmpty { spans.append(Span("  " + TextSanitizer.clean(detail), theme.style(.muted))) }
            if selected { spans = spans.restyled { _ in theme.style(.selection) } }
            buffer.write(spans.truncated(to: slot.width), x: slot.x, y: slot.y, clip: slot)
        }
    }
}
