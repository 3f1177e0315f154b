import Foundation

/// Finding the avatar to talk to, its chat history, and asking it for replies that are saved as
/// they grow, so nothing the user wrote is ever lost.
public struct ChatInteractor: Sendable {
    /// How many messages a page of history holds.
    public static let pageSize = 50

    let avatars: any AvatarService
    let responder: any ChatResponder
    let store: any ChatStore
    let drafts: any DraftStore
    let popularity: any PopularityStore
    /// Every time a chat takes: its messages' and, on screen, which day is today.
    public let clock: NowProvider
    let sleeper: Sleeper
    let savers: ReplySavers

    /// `sleeper` times the saves of a growing reply; `savers` are the app's one set of reply
    /// savers, which every chat shares.
    public init(
        avatars: any AvatarService, responder: any ChatResponder, store: any ChatStore, drafts: any DraftStore,
        popularity: any PopularityStore, clock: NowProvider, sleeper: Sleeper = .system, savers: ReplySavers = ReplySavers()
    ) {
        self.savers = savers
        self.avatars = avatars
        self.responder = responder
        self.store = store
        self.drafts = drafts
        self.popularity = popularity
        self.clock = clock
        self.sleeper = sleeper
    }

    /// Throws `DomainError.notFound` when no avatar has the id.
    public func avatar(id: String) async throws -> Avatar {
        try await avatars.avatar(id: id)
    }

    /// The chat with the avatar, started when there is none yet. Opening counts towards the
    /// avatar's popularity and marks what the chat holds as seen, when those can be written: a
    /// chat still opens on a full disk, to be read.
    public func openChat(with avatarID: String) async throws -> Chat {
        try? await popularity.recordOpen(of: avatarID)
        let chat = try await store.chat(for: avatarID)
        try? await store.markViewed(chat.id, through: clock.now())
        return chat
    }

    /// The chat with the id (one about an article, say), as `openChat(with:)` opens one.
    /// Throws `DomainError.notFound` when there is no such chat.
    public func openChat(id: UUID) async throws -> Chat {
        let chat = try await store.chat(id: id)
        try? await popularity.recordOpen(of: chat.avatarID)
        try? await store.markViewed(chat.id, through: clock.now())
        return chat
    }

    /// The newest page of the chat's history, oldest first.
    public func newestMessages(in chat: Chat, limit: Int = pageSize) async throws -> [ChatMessage] {
        try await store.messages(in: chat.id, before: nil, limit: limit)
    }

    /// The page of history just older than `message`, oldest first; empty when there is none.
    public func messages(in chat: Chat, olderThan message: ChatMessage, limit: Int = pageSize) async throws -> [ChatMessage] {
        try await store.messages(in: chat.id, before: message.id, limit: limit)
    }

    /// The message the user was writing in the chat when they last left it; empty when none.
    public func draft(in chat: Chat) async throws -> String {
        try await drafts.draft(in: chat.id)
    }

    /// Keeps the message being written in the chat (an empty text removes it, and so does a
    /// blank one: it could not be sent, and the chats list would show an empty "Draft:"), unless another
    /// aichats changed the chat's draft since `expected` was read or written (see
    /// `DraftOutcome`). A text whose chat was deleted meanwhile is not lost: it becomes the draft
    /// of the avatar's chat, after the one that chat holds; an empty one has nothing to keep. When
    /// the avatar went too, no chat is started for it: the text is kept for the app to show as it
    /// quits (`DraftStore.keepLost`), named by `avatarName`. The writes finish even if the caller
    /// is cancelled.
    @discardableResult
    public func saveDraft(
        _ text: String, in chat: Chat, replacing expected: String? = nil, avatarName: String = ""
    ) async throws -> DraftOutcome {
        let text = VisibleText.isEmpty(text) ? "" : text
        return try await Task { [store, drafts] in
            do {
                let other = try await drafts.saveDraft(text, in: chat.id, replacing: expected)
                return other.map { .changedElsewhere($0) } ?? .saved
            } catch let gone as DomainError where gone == .chatGone {
                guard await avatarExists(chat.avatarID) else {
                    await drafts.keepLost(text, of: chat.id, avatarName: avatarName)
                    return text.isEmpty ? .saved : .avatarGone
                }
                guard !text.isEmpty else { return .saved }
                let home = try await store.chat(for: chat.avatarID)
                let held = try await drafts.draft(in: home.id)
                // A text carried before (a save that was under way) grew into this one: it is replaced.
                let earlier = text.hasPrefix(held) ? "" : held
                try await drafts.saveDraft(earlier.isEmpty ? text : earlier + "\n" + text, in: home.id)
                return .moved(to: home, after: earlier)
            }
        }.value
    }

    /// False once no avatar has the id (deleted, in another aichats say); one that cannot be
    /// looked up for another reason (the catalog unreadable) counts as there.
    private func avatarExists(_ id: String) async -> Bool {
        await !DomainError.isGone { _ = try await avatars.avatar(id: id) }
    }

    /// A user message stamped with the current time; nil when the text is blank.
    public func userMessage(_ text: String) -> ChatMessage? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return VisibleText.isEmpty(trimmed) ? nil : ChatMessage(role: .user, text: trimmed, sentAt: clock.now())
    }

    /// An empty reply from the avatar, still growing (`.partial`), to be filled as the stream arrives.
    public func emptyReply() -> ChatMessage {
        ChatMessage(role: .assistant, text: "", sentAt: clock.now(), state: .partial)
    }

    /// Commits the user's message and the empty `.partial` reply that will hold the answer (see
    /// `emptyReply`), both or neither: when this throws, neither is stored. Nothing is asked of
    /// the responder here, so the message is stored before any reply is requested; the writes
    /// finish even if the caller is cancelled. The reply streams in on screen, so the chat counts
    /// as seen through it, when that can be written: after the message, so that a locked
    /// database makes the message wait for one write, not two.
    public func send(_ message: ChatMessage, reply: ChatMessage, in chat: Chat) async throws {
        try await Task { [store] in
            try await store.append(contentsOf: [message, reply], to: chat.id)
            try? await store.markViewed(chat.id, through: reply.sentAt)
        }.value
    }
}
