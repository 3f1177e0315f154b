import Presentation

/// The top line of a picker sheet: the filter, always typed into, or with none yet what the
/// keys do.
struct PickerFilterLine {
    let filter: TextInput
    let theme: Theme

    func render(in line: Rect, buffer: inout ScreenBuffer) {
        buffer.write("/ ", x: line.x, y: line.y, style: theme.style(.accent), clip: line)
        TextField(input: filter, placeholder: "type to filter · ↑↓ move · Enter picks · Esc closes", isFocused: true,
                  theme: theme)
            .render(in: line.inset(left: 2), buffer: &buffer)
    }
}
