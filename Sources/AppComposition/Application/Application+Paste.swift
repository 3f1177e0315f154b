import Presentation
import TerminalUI

extension Application {
    /// Types a paste into the field that takes text, also while the terminal is too small (the
    /// field shows it once it fits again). A paste is text, never an answer: over a confirmation
    /// ("Delete the chat?") it cancels the question, as any key but `y` does, even when it starts
    /// with `y`, and then goes on to the screen below, so nothing pasted is lost.
    func paste(_ text: String) async {
        if let question = alert?.alert, question.isConfirmation, let cancel = question.actions.last {
            await router.choose(cancel)
            await syncModules()
        }
        guard let view = activeView, view.acceptsText else { return }
        view.insertText(TextSanitizer.cleanKeepingLineBreaks(text))
    }
}
