import Foundation

/// The chats list: every conversation that has messages, by last activity, deleting one, and
/// searching them all; and the chats about an article (`+Article`).
public struct ChatsInteractor: Sendable {
    /// How many of a chat's newest messages the unread count looks at.
    public static let unreadWindow = 50

    let store: any ChatStore
    let avatars: any AvatarService

    public init(store: any ChatStore, avatars: any AvatarService) {
        self.store = store
        self.avatars = avatars
    }

    /// The conversations with at least one message, the most recent activity first.
    ///
    /// Chats that were opened but never written in are left out.
    public func conversations() async throws -> [Conversation] {
        let names = try await avatars.namesByID()
        var result: [Conversation] = []
        for summary in try await store.chats() where summary.messageCount > 0 {
            result.append(Conversation(
                summary: summary, avatarName: names[summary.chat.avatarID] ?? summary.chat.avatarID,
                unreadCount: try await unreadCount(in: summary.chat)))
        }
        return result
    }

    /// The unread rule: the avatar's replies sent after the chat was last viewed, counted among
    /// its `unreadWindow` newest messages.
    public func unreadCount(in chat: Chat) async throws -> Int {
        let page = try await store.messages(in: chat.id, before: nil, limit: Self.unreadWindow)
        return page.filter { message in
            message.role == .assistant && chat.lastViewedAt.map { message.sentAt > $0 } ?? true
        }.count
    }

    /// The most messages a search lists.
    public static let searchLimit = 200

    /// The messages of every chat that hold `query` (any case, any script), the newest first.
    public func search(_ query: String) async throws -> [ChatSearchResult] {
        let hits = try await store.search(query, limit: Self.searchLimit)
        guard !hits.isEmpty else { return [] }
        let names = try await avatars.namesByID()
        return hits.map { ChatSearchResult(hit: $0, avatarName: names[$0.chat.avatarID] ?? $0.chat.avatarID) }
    }

    /// Deletes the chat and its messages.
    public func delete(_ chatID: UUID) async throws {
        try await store.deleteChat(chatID)
    }
}
