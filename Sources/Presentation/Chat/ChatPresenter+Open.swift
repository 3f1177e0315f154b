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

    /// Loads the stretch of history around the message unless it is loaded (not every page
    /// up to it: a hit at the start of a chat of 5,000 messages took 4 s), then selects it, which
    /// scrolls it into view; nothing is selected when the chat no longer holds it.
    func bringIntoView(_ id: UUID) async {
        if await loadAround(id) { selectedMessageID = id }
    }
}
