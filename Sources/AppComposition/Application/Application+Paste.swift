import Presentation
import TerminalUI

extension Application {
    /// Types a paste into the field that takes text, also while the terminal is too small (the
    /// field shows it once it fits again). A paste is text, never an answer: first it closes, as
    /// Esc would, what covers the screen and takes no text (an alert, F1's keys over a form,
    /// Help), then it goes on to the screen below, so nothing pasted is lost. Over a confirmation
    /// ("Delete the chat?") that cancels the question, as any key but `y` does, even when the
    /// paste starts with `y`. Where no field takes text, a notice says it was not taken.
    func paste(_ text: String) async {
        let closed = await closeOverlaysTakingNoText()
        guard let view = activeView else { return }
        guard view.acceptsText else {
            // What closing said ("Chat not deleted") matters more.
            guard !closed else { return }
            // Not a single key of it acts (`cjjq` pasted on a list would move and quit), and the
            // user is told where it did not go, so as not to think it was taken.
            return router.show(Notice("Paste not taken: this screen has no text field (/ filters, a chat types)"))
        }
        view.insertText(TextSanitizer.cleanPaste(text))
    }

    /// Chooses the alert's Esc action (its last: Cancel, Not now, a lone OK), closes F1's key
    /// list over a form, then Help: the order they cover each other in.
    /// True when it closed any.
    private func closeOverlaysTakingNoText() async -> Bool {
        let closed = alert != nil || sheetKeys != nil || router.sheet == .help
        if let escape = alert?.alert.actions.last {
            await router.choose(escape)
            await syncModules()
        }
        sheetKeys = nil
        if router.sheet == .help {
            router.dismissSheet()
            await syncModules()
        }
        return closed
    }
}
