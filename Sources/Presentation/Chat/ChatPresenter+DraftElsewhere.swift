import Domain
import Foundation

/// The draft when another aichats on the same data folder changed it or deleted its chat: what
/// either window typed stays where the user can see it, and the user is told.
extension ChatPresenter {
    /// Takes in what became of the draft's save of `text` (`DraftOutcome`).
    func settle(_ outcome: DraftOutcome, saved text: String) async {
        switch outcome {
        case .saved:
            draftInStore = text
        case .changedElsewhere(let other):
            // Nothing was written: both windows' changes since the text they shared go into the
            // input, once each, and are saved next.
            let base = draftInStore
            draftInStore = other
            takeIn(other, since: base)
            router.show(Notice(Self.draftChangedElsewhereNotice, isError: true))
        case .moved(let home, let earlier):
            draftInStore = earlier.isEmpty ? text : earlier + "\n" + text
            if !earlier.isEmpty { putBeforeDraft(earlier) }
            await show(home)
        case .avatarGone:
            draftInStore = text
            avatarDeletedElsewhere = true
            refuseWhileAvatarDeleted()
        }
    }

    /// Says why a key that would change or read the stored chat does nothing once its avatar
    /// was deleted elsewhere, and where the draft goes.
    public func refuseWhileAvatarDeleted() {
        router.show(Notice("\(avatar?.name ?? "This avatar") was deleted (in another aichats, say) with this chat: "
            + "no chat keeps your draft now, so aichats prints it as it quits", isError: true))
    }

    static let draftChangedElsewhereNotice =
        "Another aichats changed this chat's draft: the input now holds its changes and yours"

    /// Merges `theirs`, the draft another aichats stored, into this window's (`DraftMerge`),
    /// both changed from `base`: the input's, or while a sent message is edited (Alt-e), the
    /// one put aside.
    private func takeIn(_ theirs: String, since base: String) {
        guard editingMessageID != nil else {
            let mine = inputIsUneditedRecall ? "" : input.text
            let merged = DraftMerge.merge(base: base, mine: mine, theirs: theirs)
            var merging = TextInput(merged.text, allowsLineBreaks: true)
            merging.cursor = min(merged.cursor, merging.characters.count)
            input = merging
            return
        }
        // The draft saved while editing is the edit above the draft put aside.
        let kept = textKeptFromEditing, aside = draftBeforeEdit ?? ""
        let edit = String(kept.dropLast(aside.count).dropLast(aside.isEmpty ? 0 : 1))
        let merged = DraftMerge.merge(base: base, mine: kept, theirs: theirs).text
        if !edit.isEmpty, merged.hasPrefix(edit + "\n") {
            draftBeforeEdit = String(merged.dropFirst(edit.count + 1))
        } else if edit.isEmpty {
            draftBeforeEdit = merged
        } else {
            draftBeforeEdit = [theirs, aside].filter { !$0.isEmpty }.joined(separator: "\n")
        }
    }

    /// Puts `text` (the draft the avatar's chat held) on the lines before the draft: the input's,
    /// or while a sent message is edited (Alt-e), the one put aside.
    private func putBeforeDraft(_ text: String) {
        if editingMessageID != nil {
            draftBeforeEdit = [text, draftBeforeEdit ?? ""].filter { !$0.isEmpty }.joined(separator: "\n")
        } else {
            input = TextInput([text, input.text].filter { !$0.isEmpty }.joined(separator: "\n"), allowsLineBreaks: true)
        }
    }

    /// The chat was deleted (in another aichats, say) and the draft went into `home`, the
    /// avatar's chat: the screen shows that chat from now on, as opening the avatar again would.
    private func show(_ home: Chat) async {
        guard chat?.id != home.id else { return }
        chat = home
        selectedMessageID = nil
        messages = (try? await interactor.newestMessages(in: home, limit: pageSize)) ?? []
        hasOlderMessages = messages.count >= pageSize
        hasNewerMessages = false
        if let avatar { await loadSetup(of: home, with: avatar) }
        let name = avatar?.name ?? "this avatar"
        router.show(Notice("This chat was deleted (in another aichats, say): your draft is kept in your chat with \(name)",
                           isError: true))
    }
}
