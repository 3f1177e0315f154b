import Domain
import Presentation

/// The create-account sheet: a display name and a profile colour.
@MainActor
public final class CreateAccountView: PresentedView<CreateAccountPresenter>, ScreenView {
    var fieldPlaces = FormFieldPlaces<CreateAccountPresenter.Field>()

    public var title: String { "Create account" }

    /// The name field takes printable keys while it has focus.
    public var acceptsText: Bool { presenter.focus == .name }

    public func insertText(_ text: String) { presenter.insertIntoName(text) }

    /// Submit, cancel, switch field, and the focused field's keys.
    public var keymap: [KeyBinding] {
        let presenter = self.presenter
        let common = [
            KeyBinding([.enter], "Create the account", hint: "create") { await presenter.submit() },
            KeyBinding([.escape], "Cancel", hint: "cancel") { presenter.cancel() },
            KeyBinding([.tab, .backTab, .down, .up], "Switch between name and colour", hint: "next field") { presenter.toggleFocus() },
        ]
        if presenter.focus == .color { return common + KeyBinding.picking("colour", move: presenter.moveColor(by:)) }
        return common + TextEditKeys.bindings(presenter.editName)
    }

    /// Draws the form in a modal box.
    public func render(in area: Rect, buffer: inout ScreenBuffer, theme: Theme) {
        let inner = Modal(title: "Create account", theme: theme).render(in: area, width: 58, height: 12, buffer: &buffer)
        let field = inner.inset(left: 1, right: 1)
        let nameFocused = presenter.focus == .name
        fieldPlaces.removeAll()
        // Each field with its label, the row above it.
        fieldPlaces.add(.name, at: Rect(x: field.x, y: field.y, width: field.width, height: 2))
        fieldPlaces.add(.color, at: Rect(x: field.x, y: field.y + 3, width: field.width, height: 2))
        buffer.write("Display name", x: field.x, y: field.y, style: theme.style(nameFocused ? .accent : .muted), clip: field)
        TextField(input: presenter.name, placeholder: "how should avatars call you?", isFocused: nameFocused,
                  limit: presenter.nameLimit, theme: theme)
            .render(in: Rect(x: field.x, y: field.y + 1, width: field.width, height: 1), buffer: &buffer)
        buffer.write("Profile colour", x: field.x, y: field.y + 3, style: theme.style(nameFocused ? .muted : .accent), clip: field)
        var x = field.x
        for color in presenter.palette {
            let selected = color == presenter.color
            let swatch = theme.style(color)
            x += buffer.write(selected ? "[●]" : " ● ", x: x, y: field.y + 4, style: selected ? swatch.bolded : swatch, clip: field)
        }
        // The colour's name, not its swatch, is what a screen reader reads at the focus.
        if !nameFocused { buffer.focus = (x + 2, field.y + 4) }
        buffer.write("  " + presenter.color.rawValue, x: x, y: field.y + 4, style: theme.style(.text), clip: field)
        if let error = presenter.error {
            Paragraph(lines: Paragraph.wrap(error, width: field.width, style: theme.style(.error), maxLines: 3))
                .render(in: Rect(x: field.x, y: field.y + 6, width: field.width, height: 3), buffer: &buffer)
        }
        let buttons = ButtonRow(buttons: [("Enter", "Create"), ("Tab", "Next field"), ("Esc", "Cancel")], theme: theme)
        drawButtons(buttons, in: Rect(x: field.x, y: inner.maxY - 1, width: field.width, height: 1), buffer: &buffer)
    }

    public func focusesField(atColumn column: Int, row: Int) -> Bool {
        fieldPlaces.focus(atColumn: column, row: row, presenter.focus(on:))
    }
}
