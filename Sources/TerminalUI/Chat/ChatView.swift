import Domain
import Foundation
import Presentation

/// The Chat screen: the avatar's header, the conversation, and the input, which grows to a few
/// rows as the message gets longer.
///
/// Every printable key types into the input. Commands on the conversation are keys that are
/// never text: Ctrl-N starts a new chat with the avatar, Ctrl-R writes the last reply again (the old one kept as a version), Alt-[ and Alt-]
/// switch its versions, Alt-e edits the last message, Alt-d deletes one, Ctrl-S exports, F1 shows help, PgUp/PgDn, Ctrl-↑/↓ and
/// Ctrl-Home/End scroll; the input edits like a readline line. Alt-↑/Alt-↓ select a message
/// (highlighted); Alt-y copies it and Alt-c then its number copies a numbered code block (OSC 52,
/// byte-exact); Alt-v shows replies as their Markdown source; Alt-t opens a reply's reasoning;
/// Ctrl-F, or `/` on an empty input, searches the chat, then n/N (on an empty input) go to the
/// older and newer matches. Esc stops a reply, ends the search, clears the selection, then
/// leaves, in that order; Alt-l leaves at once, a reply going on without the screen.
/// Replies render their Markdown (see `ChatTranscript`).
@MainActor
public final class ChatView: PresentedView<ChatPresenter>, ScreenView {
    var maxOffset = 0
    /// The Links list (Alt-o) as drawn last, for a click.
    var linkListState = ListState()
    var transcriptCache: [UUID: ChatTranscript.CachedMessage] = [:]
    /// Long messages laid out anew in the background after a resize or Alt-v, or as it opens.
    let relayout = TranscriptRelayout()
    var pageSize = 10
    var lastLineCount = 0
    var lastOldestID: UUID?
    /// Whether the last frame showed only a long message's last part (`Layout.hasTail`).
    var lastHadTail = false
    /// The selection or search match the view last scrolled to, so that it scrolls once per change.
    var lastShownFocus: ChatFocus?
    /// The input's wrap width, first row shown and rows, updated around each edit.
    let inputScroll = TextAreaScroll()

    public var title: String { presenter.avatar?.name ?? "Chat" }

    public var acceptsText: Bool { true }

    /// The 429 countdown, then the last reply's tokens.
    public var statusText: String? { presenter.replyStatus?.text }
    /// Types (or pastes, as one edit) into the input, or into the search prompt while it is open;
    /// line breaks are kept in the input.
    public func insertText(_ text: String) {
        if presenter.isRenaming { return presenter.typeIntoTitle(text) }
        if presenter.search?.isEditing == true { return presenter.editSearch { $0.insert(text) } }
        if presenter.isChoosingCodeBlock { presenter.cancelCodeBlockCopy() }
        if presenter.isPickingLink { presenter.closeLinks() }
        presenter.editInput { $0.insert(text) }
    }

    /// The title's field while it is open (Alt-r); the search prompt's keys while it is open; the digits after Alt-c; otherwise sending,
    /// the conversation's commands, leaving, scrolling and editing.
    public var keymap: [KeyBinding] {
        let presenter = self.presenter
        if presenter.isRenaming {
            return TitleLine.keymap(commit: { await presenter.commitRename() }, cancel: { presenter.cancelRename() },
                                    edit: presenter.editTitle)
        }
        if presenter.search?.isEditing == true { return searchPromptBindings }
        if presenter.isChoosingCodeBlock { return codeBlockChoiceBindings }
        if presenter.isPickingLink { return linkBindings }
        return chatBindings
    }

    private var chatBindings: [KeyBinding] {
        let presenter = self.presenter
        return refusedWhileAvatarDeleted + refusedWhileReplying + [
            KeyBinding([.enter], "Send the message", hint: "send", isListed: presenter.canSend) {
                await presenter.showNewest()
                presenter.send()
            },
            KeyBinding([.ctrl("r")], "Write the last reply again (the old one is kept as a version)",
                       hint: presenter.offersRetry ? "retry" : nil, isListed: presenter.canRegenerate) {
                await presenter.showNewest()
                presenter.regenerate()
            },
            // After a failure another model is often the way on: Ctrl-O keeps its place, not Ctrl-S.
            KeyBinding([.ctrl("s")], "Export the chat as Markdown", hint: presenter.canExport ? "export" : nil,
                       hintPriority: presenter.offersRetry ? .low : .normal, isListed: presenter.canExport) { await presenter.export() },
            // While a reply streams, "Esc stop" is the hint that matters: the last to go when the bar is short.
            KeyBinding([.escape], escapeHelp, hint: escapeHint,
                       hintPriority: presenter.isReplying ? .high : .normal) { presenter.back() },
            // Esc stops a reply; Alt-l is the way out that lets it go on (read the news meanwhile).
            KeyBinding([.alt("l")], "Leave the chat; a reply being written goes on",
                       hint: presenter.isReplying ? "leave, it goes on" : nil, hintPriority: .high) {
                presenter.leaveWhileWriting()
            },
            KeyBinding([.ctrl("o")], "Pick the backend and model of this chat",
                       hint: presenter.canPickModel ? "model" : nil, hintPriority: presenter.offersRetry ? .normal : .low) {
                presenter.pickModel()
            },
            // Where the bar has room: at 80 columns "Ctrl-O model" and the path keep their place.
            KeyBinding([.ctrl("n")], "A new chat, same avatar and model; this one stays",
                       hint: presenter.canStartNewChat ? "new chat" : nil, hintPriority: .spare,
                       isListed: presenter.canStartNewChat) {
                await presenter.startNewChat()
            },
            KeyBinding([.alt("p")], "The avatar's system prompt and settings") { presenter.editAvatarSettings() },
            KeyBinding([.altEnter, .ctrl("j")], "New line in the message") { presenter.editInput { $0.insertLineBreak() } }
                .editingText(),
            KeyBinding([.tab], "A tab in the message") {
                presenter.editInput { $0.insert("\t") }
            }.editingText(),
            // Before anything was sent, ↑ only moves in the input, as ↓ does.
            KeyBinding([.up], presenter.lastSentText == nil ? "Up a line in the input"
                       : "Your last sent message when the input is empty, else up a line in the input") { [self] in
                if !presenter.recallLastSent() { moveInputRow(by: -1) }
            },
            KeyBinding([.down], "Down a line in the input") { [self] in moveInputRow(by: 1) },
        ] + selectionBindings + conversationBindings + messageBindings + searchBindings + scrollBindings
            + TextEditKeys.multiLineBindings(presenter.editInput)
    }

    /// What Esc does now, in the same order as `escapeHelp`: the bar names it, as the reader's
    /// "Esc end search" does, so that an Esc that only ends a search is not read as "back".
    private var escapeHint: String {
        if presenter.isReplying { return "stop" }
        if presenter.editingMessageID != nil { return "cancel edit" }
        if presenter.search != nil { return "end search" }
        if presenter.selectedMessageID != nil { return "clear selection" }
        return "back"
    }

    private var escapeHelp: String {
        if presenter.isReplying { return "Stop the reply" }
        if presenter.editingMessageID != nil {
            return "Cancel the edit: the old message stays; your draft comes back, with the edited text above it"
        }
        if presenter.search != nil { return "End the search" }
        if presenter.selectedMessageID != nil { return "Clear the selection" }
        return "Leave the chat (the draft is kept)"
    }

    /// Selecting a message for the commands that act on one.
    private var selectionBindings: [KeyBinding] {
        let presenter = self.presenter
        let hasMessages = !presenter.messages.isEmpty
        return [
            KeyBinding([.altUp], "Select the message above (the newest first), for Alt-y and Alt-d", isListed: hasMessages) {
                await presenter.selectOlder()
            },
            KeyBinding([.altDown], "Select the message below (past the newest: none)",
                       isListed: presenter.selectedMessage != nil) { await presenter.selectNewer() },
        ]
    }

    /// Working with the conversation: versions of the last reply, editing, deleting.
    private var conversationBindings: [KeyBinding] {
        let presenter = self.presenter
        // Listed while the chat ends with a reply (Ctrl-R makes its versions); at either end a notice says so.
        let endsWithReply = presenter.messages.last?.role == .assistant
        return [
            KeyBinding([.alt("[")], "Previous version of the last reply", isListed: endsWithReply) {
                await presenter.showVersion(offset: -1)
            },
            KeyBinding([.alt("]")], "Next version of the last reply", isListed: endsWithReply) {
                await presenter.showVersion(offset: 1)
            },
            KeyBinding([.alt("e")], "Edit your last message and send it again", isListed: presenter.hasSentMessage) {
                await presenter.showNewest()
                presenter.editLastSent()
            },
            KeyBinding([.alt("d")], "Delete the selected message (or the last one), after a confirmation",
                       isListed: presenter.messageToDelete != nil) { presenter.askToDeleteMessage() },
            KeyBinding([.alt("r")], "Rename the chat (empty: the first line of your first message)") { presenter.beginRename() },
        ]
    }

    /// Copying, the Markdown source and the reasoning.
    private var messageBindings: [KeyBinding] {
        let presenter = self.presenter
        return [
            KeyBinding([.alt("y")], "Copy the selected message, else the newest reply (its Markdown)",
                       isListed: presenter.selectedMessage != nil || presenter.messages.contains { $0.role == .assistant }) {
                presenter.copySelectedMessage()
            },
            KeyBinding([.alt("c")], "Then a digit N: copy code block #N of the reply", isListed: presenter.hasCodeBlockToCopy) {
                presenter.beginCodeBlockCopy()
            },
            KeyBinding([.alt("o")], "Links of the reply (selected or newest with links), to open one in the browser",
                       isListed: presenter.messages.contains { $0.role == .assistant }) { presenter.showLinks() },
            KeyBinding([.alt("v")], presenter.showsRawMarkdown ? "Show replies rendered" : "Show replies as Markdown source") {
                presenter.toggleRawMarkdown()
            },
            KeyBinding([.alt("t")], "Open or fold the reasoning (selected or newest reply)",
                       isListed: presenter.reasoningTarget != nil) { presenter.toggleReasoning() },
        ]
    }

    /// Ctrl-F (or `/` on an empty input) searches; n and N go through the matches.
    private var searchBindings: [KeyBinding] {
        let presenter = self.presenter
        let canSearch = presenter.hasMessagesToSearch
        var bindings = [
            KeyBinding([.ctrl("f")], "Search in this chat (/ too, on an empty input)", isListed: canSearch) {
                presenter.openSearch()
            },
        ]
        if presenter.input.isEmpty, canSearch {
            // Ctrl-F's line names `/` already. In a chat with nothing to search, `/` types.
            bindings.append(KeyBinding([.char("/")], "Search in this chat", isListed: false) {
                presenter.openSearch(bySlash: true)
            })
        }
        if presenter.isBrowsingMatches {
            bindings += [
                KeyBinding([.char("n")], "The previous (older) match", hint: "older") { await presenter.moveToMatch(older: true) },
                KeyBinding([.char("N")], "The next (newer) match", hint: "newer") { await presenter.moveToMatch(older: false) },
            ]
        }
        return bindings
    }

    private var searchPromptBindings: [KeyBinding] {
        let presenter = self.presenter
        return [
            KeyBinding([.enter], "Search, and go to the newest match", hint: "search") { await presenter.runSearch() },
            KeyBinding([.escape], "End the search", hint: "cancel") { presenter.endSearch() },
        ] + TextEditKeys.bindings(presenter.editSearch)
    }

    private var codeBlockChoiceBindings: [KeyBinding] {
        let presenter = self.presenter
        return [
            KeyBinding(Key.digits, "The number of the code block to copy", hint: "copy block", hintKey: "0-9") { key in
                if let digit = key.digitValue { presenter.typeCodeBlockDigit(digit) }
            },
            KeyBinding([.enter], "Copy the block numbered so far") { presenter.finishCodeBlockNumber() },
            KeyBinding([.escape], "Copy nothing", hint: "cancel") { presenter.cancelCodeBlockCopy() },
        ] + chatBindings.map { binding in
            // Any other key leaves the choice and does what it always does.
            KeyBinding(binding.keys, binding.help, isListed: binding.isListed) { key in
                presenter.cancelCodeBlockCopy()
                await binding.perform(key)
            }
        }
    }

    /// Moves the input's cursor up or down its rows as they are on screen.
    private func moveInputRow(by delta: Int) {
        let layout = inputScroll.layout(of: presenter.input)
        presenter.editInput { $0.moveRow(by: delta, in: layout) }
    }
}
