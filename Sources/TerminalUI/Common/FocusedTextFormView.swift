import Presentation

/// What the form sheets with text fields share: printable keys go into the focused field while
/// it takes text. A form adds its title, keymap and drawing.
@MainActor
public class FocusedTextFormView<Form: ScreenPresenter & FocusedTextForm>: PresentedView<Form> {
    public var acceptsText: Bool { presenter.isEditingText }

    public func insertText(_ text: String) { presenter.insertIntoFocused(text) }
}
