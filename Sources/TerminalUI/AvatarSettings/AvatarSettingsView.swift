import Domain
import Presentation

/// The avatar settings sheet: the system prompt in a text area of several rows, then the
/// temperature and max tokens. Ctrl-S saves, Esc cancels (twice when something changed).
@MainActor
public final class AvatarSettingsView: FocusedTextFormView<AvatarSettingsPresenter>, ScreenView {
    let promptScroll = TextAreaScroll()
    var fieldPlaces = FormFieldPlaces<AvatarSettingsPresenter.Field>()

    public var title: String { "Avatar settings" }

    /// Save, cancel, move between fields, and the focused field's editing keys.
    public var keymap: [KeyBinding] {
        let presenter = self.presenter
        let common = [
            KeyBinding([.ctrl("s")], "Save the settings", hint: "save") { await presenter.save() },
            KeyBinding([.escape], presenter.hasChanges ? "Cancel (Esc twice discards the changes)" : "Close",
                       hint: "cancel") { await presenter.cancel() },
            KeyBinding([.tab], "Next field", hint: "next field") { presenter.moveFocus(by: 1) },
            KeyBinding([.backTab], "Previous field") { presenter.moveFocus(by: -1) },
        ]
        if presenter.focus == .model {
            return common + [
                KeyBinding([.enter], "Pick the model its chats answer with", hint: "pick model") { presenter.pickModel() },
                KeyBinding([.backspace, .delete], "Back to the default model", hint: "default") { await presenter.clearModel() },
                KeyBinding([.down], "Next field") { presenter.moveFocus(by: 1) },
                KeyBinding([.up], "Previous field") { presenter.moveFocus(by: -1) },
            ]
        }
        guard presenter.focus == .prompt else {
            return common + [
                KeyBinding([.enter, .down], "Next field") { presenter.moveFocus(by: 1) },
                KeyBinding([.up], "Previous field") { presenter.moveFocus(by: -1) },
            ] + TextEditKeys.bindings(presenter.editFocused)
        }
        return common + [
            KeyBinding([.enter, .altEnter, .ctrl("j")], "New line in the prompt") {
                presenter.editFocused { $0.insertLineBreak() }
            }.editingText(),
            KeyBinding([.up], "Up a line in the prompt") { [self] in movePromptRow(by: -1) },
            KeyBinding([.down], "Down a line in the prompt") { [self] in movePromptRow(by: 1) },
        ] + TextEditKeys.multiLineBindings(presenter.editFocused)
    }

    public func focusesField(atColumn column: Int, row: Int) -> Bool {
        fieldPlaces.focus(atColumn: column, row: row, presenter.focus(on:))
    }

    private func movePromptRow(by delta: Int) {
        let layout = promptScroll.layout(of: presenter.prompt)
        presenter.editFocused { $0.moveRow(by: delta, in: layout) }
    }
}
