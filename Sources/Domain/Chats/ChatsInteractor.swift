import Foundation

/// The chats list: every conversation that has messages or a draft, by last activity, deleting
/// one, and searching them all; and the chats about an article (`+Article`).
public struct ChatsInteractor: Sendable {
    /// How many of a chat's newest messages the unread count looks at.
    public static let unreadWindow = 50

    let store: any ChatStore
    let avatars: any AvatarService
    /// Nil: no chat has a draft.
    let drafts: (any DraftStore)?

    public init(store: any ChatStore, avatars: any AvatarService, drafts: (any DraftStore)? = nil) {
        self.store = store
        self.avatars = avatars
        self.drafts = drafts
    }

    /// The conversations with at least one message or a draft, the most recent activity first,
    /// each with its draft. Chats that were opened but never written in are left out.
    public func conversations() async throws -> [Conversation] {
        let names = try await avatars.namesByID()
        let drafts = await readDrafts()
        var result: [Conversation] = []
        for summary in try await store.chats() where summary.isConversation(drafts: drafts) {
            var conversation = Conversation(
                summary: summary, avatarName: names[summary.chat.avatarID] ?? summary.chat.avatarID,
                unreadCount: try await unreadCount(in: summary.chat))
            conversation.draft = drafts[summary.id] ?? ""
            result.append(conversation)
        }
        return result
    }

    /// Every chat's draft; a draft that cannot be read leaves the lists as they would be without drafts.
    func readDrafts() async -> [UUID: String] { (try? await drafts?.drafts()) ?? [:] }

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
