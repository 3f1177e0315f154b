import Foundation

/// Chats about an article: starting one with an avatar, and listing those there are.
extension ChatsInteractor {
    /// Every avatar one can discuss an article with, by name.
    public func avatars() async throws -> [Avatar] {
        try await avatars.allAvatars().items.sorted {
            ($0.name.localizedLowercase, $0.id) < ($1.name.localizedLowercase, $1.id)
        }
    }

    /// Starts a new chat with the avatar about the article.
    public func startChat(with avatar: Avatar, about article: ArticleReference) async throws -> Chat {
        try await store.newChat(for: avatar.id, about: article)
    }

    /// The chats about the article, the most recent activity first, each with its avatar's name
    /// and its draft. As in the chats list, a chat started and left without a message or a draft
    /// is left out: backing out of the picker's chat leaves nothing behind.
    public func chats(about article: ArticleReference) async throws -> [Conversation] {
        let names = try await avatars.namesByID()
        let drafts = await readDrafts()
        return try await store.chats(about: article.id).filter { $0.isConversation(drafts: drafts) }.map {
            conversation($0, names: names, drafts: drafts, unreadCount: 0)
        }
    }
}
