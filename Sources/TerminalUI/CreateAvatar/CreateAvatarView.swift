import Domain
import Presentation

/// The create-avatar sheet: a name, a character option, an action and a location, with the
/// description they make.
@MainActor
public final class CreateAvatarView: FocusedTextFormView<CreateAvatarPresenter>, ScreenView {
    var fieldPlaces = FormFieldPlaces<CreateAvatarPresenter.Field>()

    public var title: String { "New avatar" }

    /// Typing reaches the Character field too, between two text fields, where the user may
    /// type a word for the next one: the presenter answers with a hint, not silence.
    override public var acceptsText: Bool { true }

    /// Submit, cancel, move between fields, and the focused field's keys.
    public var keymap: [KeyBinding] {
        let presenter = self.presenter
        let common = [
            KeyBinding([.enter], "Make the avatar", hint: "create") { await presenter.submit() },
            KeyBinding([.escape], "Cancel", hint: "cancel") { presenter.cancel() },
            KeyBinding([.tab, .down], "Next field", hint: "next field") { presenter.moveFocus(by: 1) },
            KeyBinding([.backTab, .up], "Previous field") { presenter.moveFocus(by: -1) },
        ]
        guard presenter.isEditingText else {
            // ← → only: h and l are letters of the words typed there by mistake ("sleeping").
            let arrows = KeyBinding.picking("character", move: presenter.moveCharacter(by:)).compactMap { binding in
                binding.keeping { key in
                    if case .char = key { return false }
                    return true
                }
            }
            return common + arrows
        }
        return common + TextEditKeys.bindings(presenter.editFocused)
    }

    /// Draws the form in a modal box.
    public func render(in area: Rect, buffer: inout ScreenBuffer, theme: Theme) {
        let inner = Modal(title: "New avatar", theme: theme).render(in: area, width: 66, height: 15, buffer: &buffer)
        let form = inner.inset(left: 1, right: 1)
        let fieldX = form.x + 12
        let fieldWidth = max(1, form.maxX - fieldX)
        let fields: [(CreateAvatarPresenter.Field, String, TextInput?, String)] = [
            (.name, "Name", presenter.name, "what is it called?"),
            (.character, "Character", nil, ""),
            (.action, "Doing", presenter.action, "sleeping, writing poems…"),
            (.location, "Where", presenter.location, "in the park, on the moon…"),
        ]
        fieldPlaces.removeAll()
        for (row, (field, label, input, placeholder)) in fields.enumerated() {
            let y = form.y + row * 2
            fieldPlaces.add(field, at: Rect(x: form.x, y: y, width: form.width, height: 1))
            let focused = presenter.focus == field
            buffer.write(label, x: form.x, y: y, style: theme.style(focused ? .accent : .muted), clip: form)
            let slot = Rect(x: fieldX, y: y, width: fieldWidth, height: 1)
            if let input {
                TextField(input: input, placeholder: placeholder, isFocused: focused,
                          limit: presenter.limit(of: field), theme: theme)
                    .render(in: slot, buffer: &buffer)
            } else {
                renderOptions(in: slot, focused: focused, buffer: &buffer, theme: theme)
            }
        }
        // The description as it will read, in two rows; "…" says when it goes on.
        let preview = Paragraph.wrap(TextSanitizer.clean(presenter.preview), width: form.width, style: theme.style(.text), maxLines: 2)
        Paragraph(lines: preview).render(
            in: Rect(x: form.x, y: form.y + 8, width: form.width, height: 2), buffer: &buffer, scroll: 0)
        if let error = presenter.error {
            Paragraph(lines: Paragraph.wrap(error, width: form.width, style: theme.style(.error), maxLines: 2))
                .render(in: Rect(x: form.x, y: form.y + 10, width: form.width, height: 2), buffer: &buffer)
        }
        let buttons = ButtonRow(buttons: [("Enter", "Create"), ("Tab", "Next field"), ("Esc", "Cancel")], theme: theme)
        drawButtons(buttons, in: Rect(x: form.x, y: inner.maxY - 1, width: form.width, height: 1), buffer: &buffer)
    }

    public func focusesField(atColumn column: Int, row: Int) -> Bool {
        fieldPlaces.focus(atColumn: column, row: row, presenter.focus(on:))
    }

    private func renderOptions(in slot: Rect, focused: Bool, buffer: inout ScreenBuffer, theme: Theme) {
        var x = slot.x
        for option in presenter.options {
            let chosen = option == presenter.character
            if chosen, focused { buffer.focus = (x, slot.y) }
            let style = chosen ? theme.style(focused ? .selection : .accent) : theme.style(.muted)
            x += buffer.write(chosen ? "[\(option.noun)]" : " \(option.noun) ", x: x, y: slot.y, style: style, clip: slot)
        }
    }
}
