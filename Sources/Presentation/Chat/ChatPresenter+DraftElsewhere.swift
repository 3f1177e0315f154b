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
            // Nothing was written: the other text goes before this one's, and both are saved next.
            draftInStore = other
            putBeforeDraft(other)
            router.show(Notice(Self.draftChangedElsewhereNotice, isError: true))
        case .moved(let home, let earlier):
            draftInStore = earlier.isEmpty ? text : earlier + "\n" + text
            if !earlier.isEmpty { putBeforeDraft(earlier) }
            await show(home)
        case .avatarGone:
            draftInStore = text
            router.show(Notice("\(avatar?.name ?? "This avatar") was deleted (in another aichats, say) with this chat: "
                + "no chat keeps your draft now, so aichats prints it as it quits", isError: true))
        }
    }

    static let draftChangedElsewhereNotice =
        "Another aichats changed this chat's draft: its text is now in the input, before yours"

    /// Puts `text` on the lines before the draft: the input's, or while a sent message is
    /// edited (Alt-e), the one put aside.
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
        if let avatar { await loadSetup(of: home, with: avatar) }
        let name = avatar?.name ?? "this avatar"
        router.show(Notice("This chat was deleted (in another aichats, say): your draft is kept in your chat with \(name)",
                           isError: true))
    }
}
