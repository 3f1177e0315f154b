import Foundation

extension ChatStore {
    /// Gives the chat the title typed (`ChatTitle.given`): blank goes back to the default one.
    /// Returns the chat as stored then. Throws `DomainError.chatGone` when there is no such chat.
    public func retitle(_ chatID: UUID, typed text: String) async throws -> Chat {
        try await rename(chatID, to: ChatTitle.given(text))
        return try await chat(id: chatID)
    }
}

extension ChatInteractor {
    /// Gives the chat the title typed; blank goes back to the default one. Returns the chat as stored.
    public func retitle(_ chatID: UUID, typed text: String) async throws -> Chat {
        try await store.retitle(chatID, typed: text)
    }
}
