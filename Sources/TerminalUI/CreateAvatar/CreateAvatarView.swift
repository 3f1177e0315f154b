import Domain
import Presentation

/// The create-avatar sheet: a name, a character option, what it is doing and where, and the
/// avatar's own system prompt in a text area of several rows, with the description they make.
/// Enter makes the avatar from any field, as it sends a chat's message; in the prompt Alt-Enter
/// (Ctrl-J) starts a new line, as in the chat's input.
@MainActor
public final class CreateAvatarView: FocusedTextFormView<CreateAvatarPresenter>, ScreenView {
    var fieldPlaces = FormFieldPlaces<CreateAvatarPresenter.Field>()
    let promptScroll = TextAreaScroll()

    public var title: String { "New avatar" }

    /// Typing reaches the Character field too, between two text fields, where the user may
    /// type a word for the next one: the presenter answers with a hint, not silence.
    override public var acceptsText: Bool { true }

    /// Submit, cancel, move between fields, and the focused field's keys.
    public var keymap: [KeyBinding] {
        let presenter = self.presenter
        // In the prompt ↑ ↓ move between its lines, and out of it from its first and last row;
        // elsewhere between the fields.
        let onPrompt = presenter.focus == .prompt
        let common = [
            KeyBinding([.enter], "Make the avatar", hint: "create") { await presenter.submit() },
            KeyBinding([.escape], "Cancel", hint: "cancel") { presenter.cancel() },
            KeyBinding(onPrompt ? [.tab] : [.tab, .down], "Next field", hint: "next field") { presenter.moveFocus(by: 1) },
            KeyBinding(onPrompt ? [.backTab] : [.backTab, .up], "Previous field") { presenter.moveFocus(by: -1) },
        ]
        if onPrompt {
            return common + [
                KeyBinding([.altEnter, .ctrl("j")], "New line in the prompt", hint: "new line") {
                    presenter.editFocused { $0.insertLineBreak() }
                }.editingText(),
                KeyBinding([.up], "Up a line in the prompt") { [self] in movePromptRow(by: -1) },
                KeyBinding([.down], "Down a line in the prompt") { [self] in movePromptRow(by: 1) },
            ] + TextEditKeys.multiLineBindings(presenter.editFocused)
        }
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

    public func focusesField(atColumn column: Int, row: Int) -> Bool {
        fieldPlaces.focus(atColumn: column, row: row, presenter.focus(on:))
    }

    /// Moves the prompt's cursor a row up or down; from its first row up, or its last row down,
    /// to the field before or after it, as ↑ ↓ do between the other fields.
    private func movePromptRow(by delta: Int) {
        let layout = promptScroll.layout(of: presenter.prompt)
        let target = layout.position(of: presenter.prompt.cursor).row + delta
        guard layout.rows.indices.contains(target) else { return presenter.moveFocus(by: delta) }
        presenter.editFocused { $0.moveRow(by: delta, in: layout) }
    }
}
