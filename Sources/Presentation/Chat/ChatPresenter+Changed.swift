import Domain
import Foundation

extension ChatPresenter {
    /// Before a new message is stored in `chat`: when another aichats wrote to it (or picked
    /// another model for it) since this screen showed it, shows the chat as stored with `pending`
    /// (the message and its empty reply) after it, and returns the request for the reply built on
    /// what is stored, so that nothing is asked without what was added there. Nil when the chat is
    /// unchanged (or could not be read again). `newest` is the newest message shown before. The
    /// check runs off the main actor; only a changed chat comes back to it.
    nonisolated func requestOnStoredChat(
        _ chat: Chat, newest: UUID?, pending: [ChatMessage], _ interactor: ChatInteractor
    ) async -> ReplyRequest? {
        guard await interactor.hasChanged(chat, since: newest) else { return nil }
        return await showStoredChat(adding: pending)
    }

    /// Before a retry (Ctrl-R) or an edited message is stored in `chat`: when another aichats
    /// changed it since this screen showed it, the reply or message it was meant for may no longer
    /// be the last: shows the chat as stored and throws `DomainError.chatChanged`.
    nonisolated func ensureUnchanged(_ chat: Chat, newest: UUID?, _ interactor: ChatInteractor) async throws {
        guard await interactor.hasChanged(chat, since: newest) else { return }
        await showChangedChat()
        throw DomainError.chatChanged
    }

    private func showChangedChat() async {
        guard await showStoredChat() else { return }
        router.show(Notice("This chat was changed in another aichats: it now shows what is stored", isError: true))
    }

    private func showStoredChat(adding pending: [ChatMessage]) async -> ReplyRequest? {
        guard let avatar, await showStoredChat() else { return nil }
        messages += pending
        router.show(Notice("This chat was changed in another aichats: your message follows what was added there"))
        return replyRequest(as: avatar, history: messages.filter { $0.id != pending.last?.id })
    }

    /// Shows the chat as stored: the backend and model it answers with, and its newest messages.
    /// False when it could not be read.
    private func showStoredChat() async -> Bool {
        guard let chat, let avatar else { return false }
        do {
            let (stored, page) = try await interactor.reloaded(chat, limit: pageSize)
            self.chat = stored
            await loadSetup(of: stored, with: avatar)
            await show(page: page)
            if let selectedMessageID, !page.contains(where: { $0.id == selectedMessageID }) { self.selectedMessageID = nil }
            textEdits += 1
            follow()
            return true
        } catch {
            router.show(Notice("Could not reload the chat: \(error.userMessage)", isError: true))
            return false
        }
    }

    /// Shows the newest page of the chat's history. A reply the database refused is shown as it
    /// is held, not as the fragment stored.
    func show(page: [ChatMessage]) async {
        messages = await interactor.showingHeldReplies(in: page) { [weak self] id, problem in
            await self?.showSaveProblem(problem, of: id)
        }
        hasOlderMessages = page.count >= pageSize
        hasNewerMessages = false
        await loadSentHistory()
    }
}
