import Foundation

extension ChatInteractor {
    /// A reply ended while its chat was closed (left with Alt-l or Ctrl-N as it was written):
    /// it counts as new in Chats until the chat is opened, as any reply that came while the user
    /// was away does. `send` marked the chat seen through it as it started on screen, so that a
    /// reply that ends there is read. Nothing is said when the mark cannot be written (a full
    /// disk): it only counts a reply as read. The write finishes even if the caller is cancelled
    /// (quitting stops the reply).
    public func replyEndedUnseen(_ reply: ChatMessage, in chatID: UUID) async {
        await Task { [store] in try? await store.markUnviewed(chatID, from: reply.sentAt) }.value
    }

    /// When the chat started, if its avatar has another main chat: "Mochi answered" then says
    /// which of them. Nil for an avatar's only chat, a chat about an article, or one not found.
    public func startOfChatAmongSiblings(_ chatID: UUID) async -> Date? {
        guard let chat = try? await store.chat(id: chatID), chat.article == nil,
              let siblings = try? await store.chats(with: chat.avatarID),
              siblings.contains(where: { $0.article == nil && $0.id != chat.id })
        else { return nil }
        return chat.createdAt
    }
}
