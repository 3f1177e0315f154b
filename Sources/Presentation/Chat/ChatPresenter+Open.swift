import Domain
import Foundation

extension ChatPresenter {
    /// The avatar and the chat to show: the chat named by `chatID` and its avatar, or the
    /// avatar's main chat.
    func openAvatarAndChat() async throws -> (Avatar, Chat) {
        if let chatID {
            let chat = try await interactor.openChat(id: chatID)
            return (try await interactor.avatar(id: chat.avatarID), chat)
        }
        let avatar = try await interactor.avatar(id: avatarID)
        return (avatar, try await interactor.openChat(with: avatar.id))
    }

    /// Loads older pages until the message is loaded, then selects it, which scrolls it into
    /// view; nothing is selected when the chat no longer holds it.
    func bringIntoView(_ id: UUID) async {
        while !messages.contains(where: { $0.id == id }), hasOlderMessages {
            let loaded = messages.count
            await loadOlderIfNeeded()
            if messages.count == loaded { break }
        }
        if messages.contains(where: { $0.id == id }) { selectedMessageID = id }
    }
}
