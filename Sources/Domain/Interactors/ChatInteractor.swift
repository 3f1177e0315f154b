import Foundation

/// Finding the avatar to talk to, its chat history, and asking it for replies that are saved as
/// they grow, so nothing the user wrote is ever lost.
public struct ChatInteractor: Sendable {
    /// How many messages a page of history holds.
    public static let pageSize = 50
    /// The longest a growing reply goes unsaved, in seconds.
    public static let saveInterval: TimeInterval = 0.5

    private let avatars: any AvatarService
    private let responder: any ChatResponder
    private let store: any ChatStore
    private let drafts: any DraftStore
    private let popularity: any PopularityStore
    private let clock: NowProvider

    /// Creates the interactor with the services it uses.
    public init(
        avatars: any AvatarService, responder: any ChatResponder, store: any ChatStore, drafts: any DraftStore,
        popularity: any PopularityStore, clock: NowProvider
    ) {
        self.avatars = avatars
        self.responder = responder
        self.store = store
        self.drafts = drafts
        self.popularity = popularity
        self.clock = clock
    }

    /// The avatar with the given id.
    public func avatar(id: String) async throws -> Avatar {
        guard let avatar = try await avatars.allAvatars().items.first(where: { $0.id == id }) else {
            throw DomainError.notFound("avatar \(id)")
        }
        return avatar
    }

    /// The chat with the avatar, started when there is none yet. Opening counts towards the
    /// avatar's popularity and marks what the chat holds as seen.
    public func openChat(with avatarID: String) async throws -> Chat {
        try await popularity.recordOpen(of: avatarID)
        let chat = try await store.chat(for: avatarID)
        try await store.markViewed(chat.id, through: clock.now())
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

    /// Keeps the message being written in the chat (an empty text removes it). The write
    /// finishes even if the caller is cancelled.
    public func saveDraft(_ text: String, in chat: Chat) async throws {
        try await Task { [drafts] in try await drafts.saveDraft(text, in: chat.id) }.value
    }

    /// A user message stamped with the current time; nil when the text is blank.
    public func userMessage(_ text: String) -> ChatMessage? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : ChatMessage(role: .user, text: trimmed, sentAt: clock.now())
    }

    /// An empty reply from the avatar, still growing (`.partial`), to be filled as the stream arrives.
    public func emptyReply() -> ChatMessage {
        ChatMessage(role: .assistant, text: "", sentAt: clock.now(), state: .partial)
    }

    /// Commits the user's message to the store, then the empty `.partial` reply that will hold
    /// the answer (see `emptyReply`). Nothing is asked of the responder here, so the message is
    /// stored before any reply is requested; the writes finish even if the caller is cancelled.
    /// The reply streams in on screen, so the chat counts as seen through it.
    public func send(_ message: ChatMessage, reply: ChatMessage, in chat: Chat) async throws {
        try await Task { [store] in
            _ = try await store.append(message, to: chat.id)
            _ = try await store.append(reply, to: chat.id)
            try await store.markViewed(chat.id, through: reply.sentAt)
        }.value
    }

    /// Empties a partial or failed reply so that it can be written again (regenerate).
    public func resetReply(_ reply: ChatMessage) async throws -> ChatMessage {
        var reset = reply
        reset.text = ""
        reset.state = .partial
        try await store.update(messageID: reply.id, text: "", state: .partial)
        return reset
    }

    /// Streams the avatar's reply to the conversation, without saving it.
    public func reply(as avatar: Avatar, to history: [ChatMessage]) -> AsyncThrowingStream<String, Error> {
        responder.reply(as: avatar, to: history)
    }

    /// Asks for the reply and writes it into the stored message `reply` as it grows.
    ///
    /// `onText` gets the whole text so far after each piece. The text is saved whenever
    /// `saveInterval` has passed since the last save, and at the end: `.complete` when the
    /// stream finishes, `.partial` when the task is cancelled, `.failed` (text kept) when the
    /// stream throws.
    public func streamReply(
        _ reply: ChatMessage, as avatar: Avatar, to history: [ChatMessage],
        onText: @escaping @MainActor @Sendable (String) -> Void
    ) async -> ReplyOutcome {
        var text = reply.text
        var lastSave = clock.now()
        var failure: (any Error)?
        do {
            // A reply stopped before it started asks the responder for nothing.
            let pieces = Task.isCancelled ? AsyncThrowingStream { $0.finish() } : responder.reply(as: avatar, to: history)
            for try await piece in pieces {
                if Task.isCancelled { break }
                text += piece
                await onText(text)
                let now = clock.now()
                if now.timeIntervalSince(lastSave) >= Self.saveInterval {
                    lastSave = now
                    try? await store.update(messageID: reply.id, text: text, state: .partial)
                }
            }
        } catch is CancellationError {
        } catch {
            failure = error
        }
        let state: MessageState = failure != nil ? .failed : (Task.isCancelled ? .partial : .complete)
        await save(reply.id, text: text, state: state)
        var final = reply
        final.text = text
        final.state = state
        return ReplyOutcome(message: final, failure: failure)
    }

    /// Saves outside the (possibly cancelled) current task, so that a stopped reply is still kept.
    private func save(_ id: UUID, text: String, state: MessageState) async {
        await Task { [store] in try? await store.update(messageID: id, text: text, state: state) }.value
    }
}

/// How a streamed reply ended.
public struct ReplyOutcome: Sendable {
    /// The reply as stored: its whole text so far and its final state.
    public let message: ChatMessage
    /// Why the reply failed, when its state is `.failed`.
    public let failure: (any Error)?

    /// Creates an outcome.
    public init(message: ChatMessage, failure: (any Error)?) {
        self.message = message
        self.failure = failure
    }
}
