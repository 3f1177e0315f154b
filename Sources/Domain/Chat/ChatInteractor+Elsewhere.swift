import Foundation

extension DomainError {
    /// A chat that another aichats wrote to (or picked another model for) since this one showed
    /// it: a reply asked for then would be asked without what was added there.
    public static let chatChanged = DomainError.invalidInput(
        "this chat was changed in another aichats; it now shows what is stored")
}

extension ChatInteractor {
    /// Throws `DomainError.chatChanged` unless the stored chat is still the one a screen shows:
    /// its newest message is `newest` (nil: it holds none) and it answers with the chat's backend
    /// and model. A chat that cannot be read is left to the write that follows, which says why.
    public func ensureUnchanged(_ chat: Chat, newest: UUID?) async throws {
        guard let stored = try? await store.chat(id: chat.id),
              let last = try? await store.messages(in: chat.id, before: nil, limit: 1)
        else { return }
        guard last.last?.id == newest, stored.backendName == chat.backendName, stored.model == chat.model else {
            throw DomainError.chatChanged
        }
    }

    /// The chat as stored now, and its newest `limit` messages (oldest first).
    public func reloaded(_ chat: Chat, limit: Int = pageSize) async throws -> (chat: Chat, messages: [ChatMessage]) {
        let stored = try await store.chat(id: chat.id)
        return (stored, try await newestMessages(in: stored, limit: limit))
    }
}
