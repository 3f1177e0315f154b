import Domain
import Presentation
import TerminalUI

/// Quitting while something is not saved: a form's input, or a reply the database refused (a full
/// disk), which is held in memory and saved again every few seconds, also after its chat was
/// left. Ctrl-C and `q` warn first; quitting anyway names what is lost on stderr. They warn too
/// of a reply still being written, on screen or in a chat left with Alt-l, which quitting stops:
/// Ctrl-C is also the key pressed by reflex to stop a program's output, or to copy.
extension Application {
    /// Quits, unless an open screen holds unsaved text or a reply is held unsaved, and this key
    /// did not warn of it just before: then it warns, as a form's Esc does. Screens guard Ctrl-C
    /// only: where `q` reaches the app, no form or chat input is on top.
    func quitUnlessUnsaved(by key: Key) async {
        let views = [alert?.view, sheet?.view].compactMap { $0 } + stack.reversed().map(\.view)
        if key == .ctrl("c") {
            guard views.allSatisfy({ $0.allowsQuitting() }) else { return }
            // A chat on screen warned of its own replies with its input.
            if views.contains(where: { $0.unsavedInput != nil }) { return router.requestQuit() }
        }
        let held = await deps.replySavers.held()
        let writers = deps.replyRuns.writers
        guard (held.isEmpty && writers.isEmpty) || quitWarnedBy == key else {
            quitWarnedBy = key
            guard held.isEmpty else { return router.show(Notice(Self.heldRepliesWarning(held, key: key), isError: true)) }
            let warning = Notice(Self.writingWarning(writers, key: key, begun: !deps.replyRuns.nothingWrittenYet))
            router.show(warning)
            Task { [deps, router] in
                await deps.replyRuns.writersEnded()
                router.withdraw(warning)
            }
            return
        }
        router.requestQuit()
    }

    /// "Mochi is still writing a reply: q again quits, keeping it as far as it came": quitting
    /// stops it (stored as stopped, as Esc stores it).
    static func writingWarning(_ writers: [String], key: Key, begun: Bool) -> String {
        guard begun else {
            let who = writers.count == 1 ? "\(writers[0])'s reply has not begun yet" : "\(writers.count) replies have not begun yet"
            return who + ": \(key.label) again quits and stops \(writers.count == 1 ? "it" : "them")"
        }
        let who = writers.count == 1 ? "\(writers[0]) is still writing a reply" : "\(writers.count) replies are still being written"
        return who + ": \(key.label) again quits, keeping \(writers.count == 1 ? "it" : "them") as far as written (stopped)"
    }

    /// "A reply in the chat with Mochi is not saved (the disk is full): q again quits without it".
    static func heldRepliesWarning(_ held: [HeldReply], key: Key) -> String {
        let reason = held.first.map { " (\($0.problem.userMessage))" } ?? ""
        let what = held.count == 1
            ? "A reply in the chat with \(held[0].avatarName) is not saved\(reason): \(key.label) again quits without it"
            : "\(held.count) replies are not saved\(reason): \(key.label) again quits without them"
        return what + ", leaving the text on the terminal"
    }

    /// Once the screens are gone: the held replies are tried once more (the disk may have room
    /// by now), then what is still unsaved is kept for the terminal: the forms' input, and the
    /// replies that no chat on screen named.
    func noteWhatQuittingLoses() async {
        await deps.replySavers.saveHeld()
        let held = await deps.replySavers.held()
        let inputs = ([sheet?.view] + stack.reversed().map(\.view)).compactMap { $0?.unsavedInput }
        discardedInput = inputs + UnsavedInput.replies(held, besides: inputs)
        discardedReplies = held.count
    }
}
