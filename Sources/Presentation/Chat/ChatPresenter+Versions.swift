import Domain
import Foundation

extension ChatPresenter {
    /// The version shown of the last reply and how many it has; nil unless it was regenerated.
    public var lastReplyVersion: (number: Int, count: Int)? {
        guard let last = messages.last, last.role == .assistant, last.versionCount > 1 else { return nil }
        return (last.versionNumber, last.versionCount)
    }

    /// Shows the previous (`offset` -1, Alt-[) or next (+1, Alt-]) version of the last reply,
    /// which the history sent next then holds. Not while a reply streams (the status bar says why).
    public func showVersion(offset: Int) async {
        guard !isReplying else { return refuseWhileReplying() }
        await showNewest()
        guard let index = messages.indices.last, let version = lastReplyVersion else {
            let hasReply = messages.last?.role == .assistant
            return router.show(Notice(hasReply ? "The last reply has no other version: Ctrl-R writes it again."
                                               : "No reply to show other versions of."))
        }
        let number = version.number + offset
        guard (1...version.count).contains(number) else {
            return router.show(Notice(offset < 0 ? "This is the first version of the reply" : "This is the last version of the reply"))
        }
        do {
            let shown = try await interactor.showVersion(number, of: messages[index])
            guard messages.indices.contains(index), !isReplying else { return }
            messages[index] = shown
            textEdits += 1
        } catch {
            router.show(Notice("Could not show version \(number): \(error.userMessage)", isError: true))
        }
    }

    /// True when Alt-e has a message to edit: the user wrote one in this chat.
    public var hasSentMessage: Bool { messages.contains { $0.role == .user } }

    /// Puts the user's last message into the input to be edited (Alt-e); Enter then sends it in
    /// place of the old one, whose reply (every version) is deleted with it, and a new reply is
    /// asked. What the input held is put aside and comes back when the edit ends (`stopEditing`,
    /// `send`). Not while a reply streams, nor with an older message of the user's selected: the
    /// selection names the message a key acts on, and only the last can be edited. The
    /// selection ends as the edit starts.
    public func editLastSent() {
        guard !isReplying else { return router.show(Self.busyNotice) }
        guard let index = messages.lastIndex(where: { $0.role == .user }) else {
            return router.show(Notice("No message of yours to edit in this chat."))
        }
        let message = messages[index]
        if let selected = selectedMessage, selected.role == .user, selected.id != message.id {
            return router.show(Notice("Only your last message can be edited: Alt-y copies the selected one, "
                + "Esc clears the selection"))
        }
        selectedMessageID = nil
        if editingMessageID == nil { draftBeforeEdit = input.text }
        // Before the input changes: while editing, the stored draft stays the one put aside.
        editingMessageID = message.id
        input = TextInput(message.text, allowsLineBreaks: true)
        // A reply written again holds versions the user may have chosen among: name what goes.
        let versions = messages[index...].first { $0.role == .assistant }?.versionCount ?? 1
        router.show(Notice(versions > 1
            ? "Editing your last message: Enter sends it in its place and deletes the \(versions) versions of its reply, "
                + "Esc keeps them"
            : "Editing your last message: Enter sends it in its place, Esc keeps the old one"))
    }

    /// Esc while editing: the old message stays and the draft put aside comes back. An edited
    /// text is kept too, above the draft, so that nothing typed is lost; a notice says where.
    func stopEditing() {
        let original = messages.first { $0.id == editingMessageID }?.text
        let keepsEdit = !input.text.isEmpty && input.text != original
        let place = (draftBeforeEdit ?? "").isEmpty ? "in the input" : "in the input, above your draft"
        let kept = textKeptFromEditing
        editingMessageID = nil
        draftBeforeEdit = nil
        input = TextInput(kept, allowsLineBreaks: true)
        router.show(Notice(keepsEdit
            ? "Edit cancelled: your edited text is kept \(place)"
            : "Edit cancelled: the message stays as it was"))
    }

    /// What Esc leaves in the input while the last message is edited: the edited text when it
    /// differs from the message, above the draft put aside. The chat's draft is this meanwhile,
    /// so that quitting or a crash mid-edit loses nothing either.
    var textKeptFromEditing: String {
        let original = messages.first { $0.id == editingMessageID }?.text
        return [input.text == original ? "" : input.text, draftBeforeEdit ?? ""].filter { !$0.isEmpty }.joined(separator: "\n")
    }

    /// The input's text from before Alt-e, once; empty when none was put aside.
    func takeDraftBeforeEdit() -> String {
        defer { draftBeforeEdit = nil }
        return draftBeforeEdit ?? ""
    }

    /// The message being edited and everything after it, taken off the conversation for `send`;
    /// empty when no message is being edited.
    func takeEditedMessages() -> [ChatMessage] {
        defer { editingMessageID = nil }
        guard let id = editingMessageID, let index = messages.firstIndex(where: { $0.id == id }) else { return [] }
        let replaced = Array(messages[index...])
        messages.removeSubrange(index...)
        textEdits += 1
        return replaced
    }
}
