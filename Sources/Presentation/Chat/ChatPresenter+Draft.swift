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
        let characters = editingMessageID == nil ? input.characters : Array(textKeptFromEditing)
        let previous = draftWrite
        let write = Task.detached { [interactor] () -> String? in
            _ = await previous?.value
            // A long text is joined off the main actor, so that typing does not wait for it.
            do {
                try await interactor.saveDraft(String(characters), in: chat)
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
    /// be: the app keeps it in memory (`DraftsKeptOnFailure`) and the chat shows it again. A
    /// reply still streaming stops first and is stored as far as it arrived.
    public func onDisappear() async {
        await stopReplyAndStoreIt()
        guard let failure = await saveDraft() else { return }
        router.show(Notice("Could not save your draft (\(failure)): it is kept while aichats runs, in the chat", isError: true))
    }

    /// Puts the stored draft into the input, cursor at the end, without saving it again.
    func showDraft(_ text: String) {
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
