import Foundation

/// Starting over with the same avatar (Ctrl-N), and not leaving empty chats behind.
extension ChatInteractor {
    /// Why Ctrl-N starts no chat.
    public enum NewChatRefusal: Error, Equatable {
        /// The chat holds no message and no draft: it is as new as a new one would be.
        case alreadyEmpty
    }

    /// A new, empty chat with the chat's avatar, about the same article when the chat is about
    /// one (starting over the discussion of it), answered by the backend and model picked for the
    /// chat (Ctrl-O), as stored now: a user who picked a model for the conversation would
    /// otherwise pick it again for every new chat. The chat itself is kept, with its messages and
    /// its draft. Not opened here: the screen that shows it opens it (`openChat(id:)`), which
    /// counts one opening towards the avatar's ♥, not two. Refused while the chat holds nothing:
    /// `hasDraft` says whether its input holds text that is not saved yet.
    public func startNewChat(after chat: Chat, hasDraft: Bool) async throws -> Chat {
        let count = try await store.messageCount(in: chat.id)
        if count == 0, !hasDraft, try await draft(in: chat).isEmpty { throw NewChatRefusal.alreadyEmpty }
        let picked = try await store.chat(id: chat.id)
        let fresh = try await store.newChat(for: chat.avatarID, about: chat.article)
        if picked.backendName != nil || picked.model != nil {
            try await store.setModelChoice(backendName: picked.backendName, model: picked.model, in: fresh.id)
        }
        return try await store.chat(id: fresh.id)
    }

    /// The chat is left: when it holds nothing (no message, no draft), it goes, so that chats
    /// started and left unused (Ctrl-N, "Discuss with…") do not pile up unseen; but an avatar's
    /// only main chat stays, as Explore opens it and it keeps the model picked for it. Returns
    /// true when the chat went. A store that cannot be read or written leaves it: it is only
    /// clutter, which Chats does not list.
    @discardableResult
    public func leave(_ chat: Chat) async -> Bool {
        if chat.article == nil {
            guard let siblings = try? await store.chats(with: chat.avatarID),
                  siblings.contains(where: { $0.article == nil && $0.id != chat.id })
            else { return false }
        }
        return (try? await store.deleteChatIfEmpty(chat.id)) ?? false
    }
}
