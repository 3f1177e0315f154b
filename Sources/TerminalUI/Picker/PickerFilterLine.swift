import Presentation

/// The top line of a picker sheet: the filter being typed, or how to start one.
struct PickerFilterLine {
    let filter: TextInput
    let isEditing: Bool
    let theme: Theme

    func render(in line: Rect, buffer: inout ScreenBuffer) {
        guard isEditing || !filter.isEmpty else {
            buffer.write("/ to filter · ↑↓ or j k to move · Enter picks", x: line.x, y: line.y,
                         style: theme.style(.muted), clip: line)
            return
        }
        buffer.write("/ ", x: line.x, y: line.y, style: theme.style(.accent), clip: line)
        TextField(input: filter, placeholder: "type to filter", isFocused: isEditing, theme: theme)
            .render(in: line.inset(left: 2), buffer: &buffer)
    }
}
