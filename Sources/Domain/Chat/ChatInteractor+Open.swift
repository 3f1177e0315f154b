import Foundation

extension ChatInteractor {
    /// The chat with this id (a chat about an article, say), as `openChat(with:)` opens an
    /// avatar's: the open counts towards the avatar's popularity and marks the chat as seen.
    public func openChat(id: UUID) async throws -> Chat {
        let chat = try await store.chat(id: id)
        try await popularity.recordOpen(of: chat.avatarID)
        try await store.markViewed(chat.id, through: clock.now())
        return chat
    }
}
