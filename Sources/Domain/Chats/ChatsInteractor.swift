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
            let unread = if let counted = summary.unreadCount { counted } else { try await unreadCount(in: summary.chat) }
            result.append(conversation(summary, names: names, drafts: drafts, unreadCount: unread))
        }
        return Self.datingSiblings(result)
    }

    /// The conversations with `startedAt` set on each main chat of an avatar that has several,
    /// and `modelLabel` when those chats do not all answer with one backend and model.
    static func datingSiblings(_ conversations: [Conversation]) -> [Conversation] {
        let mains = conversations.filter { $0.summary.chat.article == nil }
        let groups = Dictionary(grouping: mains, by: \.avatarID).filter { $0.value.count > 1 }
        let mixed = Set(groups.filter { Set($0.value.map { modelLabel(of: $0.summary.chat) }).count > 1 }.keys)
        return conversations.map { conversation in
            var dated = conversation
            if conversation.summary.chat.article == nil, groups[conversation.avatarID] != nil {
                dated.startedAt = conversation.summary.chat.createdAt
                if mixed.contains(conversation.avatarID) { dated.modelLabel = modelLabel(of: conversation.summary.chat) }
            }
            return dated
        }
    }

    /// "backend / model" of what the chat picked, either alone when the other is the default.
    static func modelLabel(of chat: Chat) -> String? {
        let parts = [chat.backendName, chat.model].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: " / ")
    }

    /// The row of a chat: its avatar's name from `names` (by id), a name that says the avatar is
    /// gone rather than its id, which means nothing to the user, and its draft.
    func conversation(_ summary: ChatSummary, names: [String: String], drafts: [UUID: String], unreadCount: Int)
        -> Conversation
    {
        let name = names[summary.chat.avatarID]
        var conversation = Conversation(summary: summary, avatarName: name ?? Avatar.deletedName, unreadCount: unreadCount)
        conversation.draft = drafts[summary.id] ?? ""
        conversation.avatarIsGone = name == nil
        return conversation
    }

    /// Every chat's draft; a draft that cannot be read leaves the lists as they would be without drafts.
    func readDrafts() async -> [UUID: String] { (try? await drafts?.drafts()) ?? [:] }

    /// The unread rule: the avatar's replies sent after the chat was last viewed, counted among
    /// its `unreadWindow` newest messages (`SQLiteChatStore` counts the same in SQL).
    public func unreadCount(in chat: Chat) async throws -> Int {
        let page = try await store.messages(in: chat.id, before: nil, limit: Self.unreadWindow)
        return page.filter { message in
            message.role == .assistant && chat.lastViewedAt.map { message.sentAt > $0 } ?? true
        }.count
    }

    /// The most messages a search lists.
    public static let searchLimit = 200

    /// The chats whose title holds `query`, the unsent drafts that do (any case, any script), then the messages of every
    /// chat that do, the newest first.
    public func search(_ query: String) async throws -> [ChatSearchResult] {
        let titles = try await titleHits(query)
        let drafts = try await draftHits(query)
        let hits = try await store.search(query, limit: Self.searchLimit)
        guard !hits.isEmpty || !drafts.isEmpty || !titles.isEmpty else { return [] }
        let names = try await avatars.namesByID()
        let name = { (hit: ChatSearchHit) in names[hit.chat.avatarID] ?? Avatar.deletedName }
        return titles.map { ChatSearchResult(hit: $0, avatarName: name($0), isTitle: true) }
            + drafts.map { ChatSearchResult(hit: $0, avatarName: name($0), isDraft: true) }
            + hits.map { ChatSearchResult(hit: $0, avatarName: name($0)) }
    }

    /// Gives the chat the title typed; blank goes back to the default one. Returns the chat as stored.
    public func retitle(_ chatID: UUID, typed text: String) async throws -> Chat {
        try await store.retitle(chatID, typed: text)
    }

    /// Deletes the chat and its messages.
    public func delete(_ chatID: UUID) async throws {
        try await store.deleteChat(chatID)
    }

    /// False once the chat is gone (deleted in another aichats since the list was read); one
    /// that cannot be looked up for another reason (a locked database) counts as there.
    public func exists(_ chatID: UUID) async -> Bool {
        await !DomainError.isGone { _ = try await store.chat(id: chatID) }
    }
}
