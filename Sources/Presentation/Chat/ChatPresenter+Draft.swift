import Domain
import Foundation

/// The draft: what is typed in the input is kept for the chat, so that leaving the chat,
/// quitting or a crash loses at most the last `draftSaveDelay` of typing.
extension ChatPresenter {
    /// How long after an edit the draft is saved, at most: while the user types, it is saved
    /// twice a second.
    public nonisolated static let draftSaveDelay: Duration = .milliseconds(500)

    /// Saves the draft now if it changed, and waits until it is written (leaving the chat,
    /// quitting). A failed write is tried again with the next save; returns why it failed.
    @discardableResult
    public func saveDraft() async -> String? {
        draftTimer?.cancel()
        draftTimer = nil
        guard draftIsDirty, let chat else { return await draftWrite?.value }
        draftIsDirty = false
        draftSaved = (input.origin, input.revision)
        // While the last message is edited, the draft is what Esc would leave in the input.
        // A message recalled with ↑ and not edited is no draft: the input counts as empty.
        let typed = inputIsUneditedRecall ? [] : input.characters
        let characters = editingMessageID == nil ? typed : Array(textKeptFromEditing)
        let previous = draftWrite
        let avatarName = avatar?.name ?? ""
        let write = Task.detached { [weak self, interactor] () -> String? in
            _ = await previous?.value
            // A long text is joined off the main actor, so that typing does not wait for it.
            let text = String(characters)
            do {
                // Read after the save before this one, which may have changed it.
                let expected = await self?.draftInStore
                let outcome = try await interactor.saveDraft(text, in: chat, replacing: expected, avatarName: avatarName)
                await self?.settle(outcome, saved: text)
                return nil
            } catch {
                return error.userMessage
            }
        }
        draftWrite = write
        let failure = await write.value
        if failure != nil { draftIsDirty = true }
        return failure
    }

    /// Saves the draft before the chat goes (leaving it, quitting), and says when it could not
    /// be, or a reply is not saved yet (a chat that holds nothing then goes: `ChatInteractor.leave`):
    /// the app keeps them in memory (`DraftsKeptOnFailure`, `HeldReply`) and the chat shows them
    /// again. A reply still streaming goes on without the screen (`ReplyRuns`): the chat opened
    /// again shows it.
    public func onDisappear() async {
        detachFromReplies()
        let failure = await saveDraft()
        // A chat left with nothing in it (Ctrl-N's, unused) goes; a draft that was not saved keeps it.
        if failure == nil, let chat { await interactor.leave(chat) }
        let ids = Set(messages.map(\.id))
        let held = await interactor.heldReplies().filter { ids.contains($0.message.id) }
        let unsaved = (failure == nil ? [] : ["your draft"]) + (held.isEmpty ? [] : [held.count == 1 ? "a reply" : "\(held.count) replies"])
        guard let reason = failure ?? held.first?.problem.userMessage else { return }
        let kept = unsaved.count == 1 && held.count < 2 ? "it is" : "they are"
        router.show(Notice("Could not save \(unsaved.joined(separator: " and ")) (\(reason)): \(kept) kept while aichats runs, in the chat",
                           isError: true))
    }

    /// Puts the stored draft into the input, cursor at the end, without saving it again.
    func showDraft(_ text: String) {
        draftInStore = text
        let draft = TextInput(text, allowsLineBreaks: true)
        draftSaved = (draft.origin, draft.revision)
        input = draft
    }

    /// Schedules the draft's save after an edit; an emptied input (a message sent, the text
    /// deleted) is saved at once.
    func inputChanged() {
        guard chat != nil else { return }
        // A move of the cursor changes no text.
        if let saved = draftSaved, saved == (input.origin, input.revision) { return }
        draftIsDirty = true
        if input.isEmpty {
            Task { await saveDraft() }
        } else if draftTimer == nil {
            draftTimer = Task { [weak self, draftSaveDelay] in
                try? await Task.sleep(for: draftSaveDelay)
                guard !Task.isCancelled else { return }
                self?.draftTimer = nil
                await self?.saveDraft()
            }
        }
    }
}
