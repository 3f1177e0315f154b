import Presentation
import TerminalUI

extension Application {
    /// Types a paste into the field that takes text, also while the terminal is too small (the
    /// field shows it once it fits again). A paste is text, never an answer: first it closes, as
    /// Esc would, what covers the screen and takes no text (an alert, F1's keys over a form,
    /// Help), then it goes on to the screen below, so nothing pasted is lost. Over a confirmation
    /// ("Delete the chat?") that cancels the question, as any key but `y` does, even when the
    /// paste starts with `y`.
    func paste(_ text: String) async {
        await closeOverlaysTakingNoText()
        guard let view = activeView, view.acceptsText else { return }
        view.insertText(TextSanitizer.cleanPaste(text))
    }

    /// Chooses the alert's Esc action (its last: Cancel, Not now, a lone OK), closes F1's key
    /// list over a form, then Help: the order they cover each other in.
    private func closeOverlaysTakingNoText() async {
        if let escape = alert?.alert.actions.last {
            await router.choose(escape)
            await syncModules()
        }
        sheetKeys = nil
        if router.sheet == .help {
            router.dismissSheet()
            await syncModules()
        }
    }
}
