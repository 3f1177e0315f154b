import Foundation

extension DomainError {
    /// A chat that another aichats wrote to (or picked another model for) since this one showed
    /// it: a reply asked for then would be asked without what was added there.
    public static let chatChanged = DomainError.invalidInput(
        "this chat was changed in another aichats; it now shows what is stored")
}

extension ChatInteractor {
    /// True when the stored chat is no longer the one a screen shows: its newest message is not
    /// `newest` (nil: it holds none), or it answers with another backend or model. A chat that
    /// cannot be read counts as unchanged: the write that follows says why.
    public func hasChanged(_ chat: Chat, since newest: UUID?) async -> Bool {
        guard let stored = try? await store.chat(id: chat.id),
              let last = try? await store.messages(in: chat.id, before: nil, limit: 1)
        else { return false }
        return last.last?.id != newest || stored.backendName != chat.backendName || stored.model != chat.model
    }

    /// The chat as stored now, and its newest `limit` messages (oldest first).
    public func reloaded(_ chat: Chat, limit: Int = pageSize) async throws -> (chat: Chat, messages: [ChatMessage]) {
        let stored = try await store.chat(id: chat.id)
        return (stored, try await newestMessages(in: stored, limit: limit))
    }

    /// True once the chat is gone (deleted in another aichats, say); false while it is there or
    /// cannot be looked up for another reason (a locked database).
    public func isGone(_ chat: Chat) async -> Bool {
        await DomainError.isGone { _ = try await store.chat(id: chat.id) }
    }
}
