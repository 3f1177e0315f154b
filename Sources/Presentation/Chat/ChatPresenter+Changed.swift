import Domain
import Foundation

extension ChatPresenter {
    /// Before a message or a retry is stored: when another aichats wrote to the chat (or picked
    /// another model for it) since this screen showed it, shows the chat as stored and throws
    /// `DomainError.chatChanged`, so that nothing is asked without what was added there. `newest`
    /// is the newest message this screen showed before the change it is about to store.
    func ensureShowsStoredChat(newest: UUID?) async throws {
        guard let chat else { return }
        do {
            try await interactor.ensureUnchanged(chat, newest: newest)
        } catch {
            await showStoredChat()
            router.show(Notice("This chat was changed in another aichats: it now shows what is stored", isError: true))
            throw error
        }
    }

    /// Shows the chat as stored: the backend and model it answers with, and its newest messages.
    private func showStoredChat() async {
        guard let chat, let avatar else { return }
        do {
            let (stored, page) = try await interactor.reloaded(chat, limit: pageSize)
            self.chat = stored
            await loadSetup(of: stored, with: avatar)
            show(page: page)
            if let selectedMessageID, !page.contains(where: { $0.id == selectedMessageID }) { self.selectedMessageID = nil }
            textEdits += 1
            follow()
        } catch {
            router.show(Notice("Could not reload the chat: \(error.userMessage)", isError: true))
        }
    }

    /// Shows the newest page of the chat's history.
    func show(page: [ChatMessage]) {
        messages = page
        hasOlderMessages = page.count >= pageSize
    }
}
