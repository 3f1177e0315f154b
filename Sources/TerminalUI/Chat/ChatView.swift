import Domain
import Foundation
import Presentation

/// The Chat screen: the avatar's header, the conversation, and the input, which grows to a few
/// rows as the message gets longer.
///
/// Every printable key types into the input. Commands on the conversation are keys that are
/// never text: Ctrl-R retries, Ctrl-S exports, F1 shows help, PgUp/PgDn, Ctrl-↑/↓ and
/// Ctrl-Home/End scroll; the input edits like a readline line.
@MainActor
public final class ChatView: PresentedView<ChatPresenter>, ScreenView {
    var maxOffset = 0
    var transcriptCache: [UUID: ChatTranscript.CachedMessage] = [:]
    var pageSize = 10
    var lastLineCount = 0
    var lastOldestID: UUID?
    /// The selection the view last scrolled to, so that it scrolls once per change of selection.
    var lastShownSelection: UUID?
    /// The width the input was last wrapped to, for moving the cursor up and down its rows.
    var inputWrapWidth = 60
    /// The first input row shown when the input has more rows than fit.
    var inputFirstRow = 0
    /// The input's rows, updated around each edit rather than laid out anew every frame.
    let inputLayout = TextAreaLayoutCache()

    public var title: String { presenter.avatar?.name ?? "Chat" }

    public var acceptsText: Bool { true }

    /// Types (or pastes, as one edit) into the input; line breaks are kept.
    public func insertText(_ text: String) { presenter.editInput { $0.insert(text) } }

    /// Sending, the conversation's commands, leaving, scrolling and editing.
    public var keymap: [KeyBinding] {
        let presenter = self.presenter
        return [
            KeyBinding([.enter], "Send the message", hint: "send") { presenter.send() },
            KeyBinding([.ctrl("r")], "Write the last reply again (when it stopped or failed)",
                       hint: presenter.canRegenerate ? "retry" : nil) { presenter.regenerate() },
            KeyBinding([.ctrl("s")], "Export the chat as Markdown (once it has messages)",
                       hint: presenter.canExport ? "export" : nil) { await presenter.export() },
            KeyBinding([.escape], presenter.isReplying ? "Stop the reply" : "Leave the chat (the draft is kept)",
                       hint: presenter.isReplying ? "stop" : "back") { presenter.back() },
            KeyBinding([.altEnter, .ctrl("j")], "New line in the message") { presenter.editInput { $0.insertLineBreak() } },
            KeyBinding([.up], "Your last sent message when the input is empty, else up a line in the input") { [self] in
                if !presenter.recallLastSent() { moveInputRow(by: -1) }
            },
            KeyBinding([.down], "Down a line in the input") { [self] in moveInputRow(by: 1) },
        ] + selectionBindings + scrollBindings + TextEditKeys.multiLineBindings(presenter.editInput)
    }

    /// Selecting a message for the commands that act on one.
    private var selectionBindings: [KeyBinding] {
        let presenter = self.presenter
        return [
            KeyBinding([.altUp], "Select the message above (the newest first)") { await presenter.selectOlder() },
            KeyBinding([.altDown], "Select the message below (past the newest: none)") { presenter.selectNewer() },
        ]
    }

    /// Scrolling the conversation: a line, a page, or to either end.
    private var scrollBindings: [KeyBinding] {
        let presenter = self.presenter, maxOffset = self.maxOffset, page = self.pageSize
        return [
            KeyBinding([.pageUp], "Scroll up a page") { Self.scrollUp(presenter, by: page, maxOffset: maxOffset) },
            KeyBinding([.pageDown], "Scroll down a page") { presenter.scroll(by: -page, maxOffset: maxOffset) },
            KeyBinding([.ctrlUp], "Scroll up a line") { Self.scrollUp(presenter, by: 1, maxOffset: maxOffset) },
            KeyBinding([.ctrlDown], "Scroll down a line") { presenter.scroll(by: -1, maxOffset: maxOffset) },
            KeyBinding([.ctrlHome], "Scroll to the oldest message; older ones load") {
                Self.scrollUp(presenter, by: Int.max / 2, maxOffset: maxOffset)
            },
            KeyBinding([.ctrlEnd], "Scroll to the newest message") { presenter.scroll(toOldest: false, maxOffset: maxOffset) },
        ]
    }

    /// Moves the input's cursor up or down its rows as they are on screen.
    private func moveInputRow(by delta: Int) {
        let layout = inputLayout.layout(of: presenter.input, width: inputWrapWidth)
        presenter.editInput { $0.moveRow(by: delta, in: layout) }
    }

    /// Scrolls up; at the top, older messages load.
    private static func scrollUp(_ presenter: ChatPresenter, by lines: Int, maxOffset: Int) {
        presenter.scroll(by: lines, maxOffset: maxOffset)
        if presenter.scrollFromBottom >= maxOffset {
            Task { await presenter.loadOlderIfNeeded() }
        }
    }
}
