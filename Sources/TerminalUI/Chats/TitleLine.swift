import Presentation

/// The field where a chat's title is typed, on one line: " Title: " and the field, which shows
/// the default title while empty (what Enter on an empty field goes back to).
struct TitleLine: Widget, Sendable {
    var field: TitleField
    var theme: Theme

    func render(in area: Rect, buffer: inout ScreenBuffer) {
        let label = " Title: "
        buffer.write(label, x: area.x, y: area.y, style: theme.style(.accent), clip: area)
        TextField(input: field.input, placeholder: field.placeholder, isFocused: true, theme: theme)
            .render(in: area.inset(left: TextWidth.of(label)), buffer: &buffer)
    }

    /// The keys of a title being typed: Enter keeps it, Esc leaves the title as it was.
    @MainActor
    static func keymap(commit: @escaping @MainActor @Sendable () async -> Void, cancel: @escaping @MainActor @Sendable () -> Void,
                       edit: @escaping TextEditKeys.Apply) -> [KeyBinding] {
        [
            KeyBinding([.enter], "Keep this title (empty: the first line of your first message)", hint: "save") { await commit() },
            KeyBinding([.escape], "Leave the title as it was", hint: "cancel") { cancel() },
        ] + TextEditKeys.bindings(edit)
    }
}
