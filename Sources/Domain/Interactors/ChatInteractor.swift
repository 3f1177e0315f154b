import Foundation

/// Finding the avatar to talk to, its chat history, and asking it for replies that are saved as
/// they grow, so nothing the user wrote is ever lost.
public struct ChatInteractor: Sendable {
    /// How many messages a page of history holds.
    public static let pageSize = 50
    /// The longest a growing reply goes unsaved while saving works.
    public static let saveInterval: Duration = .milliseconds(500)
    /// How often saving a reply is tried again while it fails (a full disk, a locked database).
    public static let saveRetryInterval: Duration = .seconds(2)
    /// The most a reply holds, in UTF-8 bytes; the rest of the stream is not asked for.
    public static let maxReplyBytes = 1_000_000
    /// What follows a reply cut at `maxReplyBytes`, on screen and in the database.
    public static let replyCutNote = "\n\n[reply cut at 1 MB]"

    private let avatars: any AvatarService
    private let responder: any ChatResponder
    private let store: any ChatStore
    private let drafts: any DraftStore
    private let popularity: any PopularityStore
    private let clock: NowProvider
    private let sleeper: Sleeper

    /// Creates the interactor with the services it uses; `sleeper` times the saves of a growing reply.
    public init(
        avatars: any AvatarService, responder: any ChatResponder, store: any ChatStore, drafts: any DraftStore,
        popularity: any PopularityStore, clock: NowProvider, sleeper: Sleeper = .system
    ) {
        self.avatars = avatars
        self.responder = responder
        self.store = store
        self.drafts = drafts
        self.popularity = popularity
        self.clock = clock
        self.sleeper = sleeper
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

    /// Commits the user's message and the empty `.partial` reply that will hold the answer (see
    /// `emptyReply`), both or neither: when this throws, neither is stored. Nothing is asked of
    /// the responder here, so the message is stored before any reply is requested; the writes
    /// finish even if the caller is cancelled. The reply streams in on screen, so the chat counts
    /// as seen through it.
    public func send(_ message: ChatMessage, reply: ChatMessage, in chat: Chat) async throws {
        try await Task { [store] in
            try await store.markViewed(chat.id, through: reply.sentAt)
            try await store.append(contentsOf: [message, reply], to: chat.id)
        }.value
    }

    /// Empties a partial or failed reply so that it can be written again (regenerate). A save of
    /// the old reply still under way (or still retrying) stops first; when the reply cannot be
    /// emptied, its old text (still on screen) is saved again until it is stored.
    public func resetReply(_ reply: ChatMessage) async throws -> ChatMessage {
        await ReplySavers.shared.stop(reply.id)
        do {
            try await Task { [store] in try await store.update(messageID: reply.id, text: "", state: .partial) }.value
        } catch {
            let saver = ReplySaver(store: store, reply: reply, sleeper: sleeper, interval: Self.saveInterval,
                                   retryInterval: Self.saveRetryInterval) { _ in }
            await ReplySavers.shared.register(saver, for: reply.id)
            await saver.finish(reply.state)
            throw error
        }
        var reset = reply
        reset.text = ""
        reset.state = .partial
        return reset
    }

    /// Streams the avatar's reply to the conversation, without saving it.
    public func reply(as avatar: Avatar, to history: [ChatMessage]) -> AsyncThrowingStream<String, Error> {
        responder.reply(as: avatar, to: history)
    }

    /// Asks for the reply and writes it into the stored message `reply` as it grows.
    ///
    /// `onText` gets each piece as it arrives (together they are the reply). The text is saved
    /// `saveInterval` after a piece arrives, also when the stream pauses, and at the end:
    /// `.complete` when the stream finishes, `.partial` when the task is cancelled, `.failed`
    /// (text kept) when the stream throws. A reply longer than `maxReplyBytes` is cut there, on a
    /// character boundary, ends with `replyCutNote`, and the stream is stopped. A failed save is
    /// passed to `onSaveProblem` and tried again every `saveRetryInterval`, after the reply
    /// ended too, until it succeeds; then `onSaveProblem` gets nil.
    public func streamReply(
        _ reply: ChatMessage, as avatar: Avatar, to history: [ChatMessage],
        onText: @escaping @Sendable (String) -> Void = { _ in },
        onSaveProblem: @escaping @Sendable ((any Error)?) async -> Void = { _ in }
    ) async -> ReplyOutcome {
        let saver = ReplySaver(store: store, reply: reply, sleeper: sleeper, interval: Self.saveInterval,
                               retryInterval: Self.saveRetryInterval, report: onSaveProblem)
        await ReplySavers.shared.register(saver, for: reply.id)
        var size = reply.text.utf8.count
        var failure: (any Error)?
        do {
            // A reply stopped before it started asks the responder for nothing.
            let pieces = Task.isCancelled ? AsyncThrowingStream { $0.finish() } : responder.reply(as: avatar, to: history)
            for try await piece in pieces {
                if Task.isCancelled { break }
                let kept = Self.prefix(of: piece, fittingBytes: Self.maxReplyBytes - size)
                size += kept.utf8.count
                let isCut = kept.utf8.count < piece.utf8.count
                let text = isCut ? kept + Self.replyCutNote : kept
                await saver.append(text)
                onText(text)
                if isCut { break }
            }
        } catch is CancellationError {
        } catch {
            failure = error
        }
        let state: MessageState = failure != nil ? .failed : (Task.isCancelled ? .partial : .complete)
        var final = reply
        final.text = await saver.finish(state)
        final.state = state
        return ReplyOutcome(message: final, failure: failure)
    }

    /// The longest start of `piece`, in whole characters, of at most `limit` UTF-8 bytes.
    static func prefix(of piece: String, fittingBytes limit: Int) -> String {
        if piece.utf8.count <= limit { return piece }
        var end = piece.startIndex, size = 0
        for index in piece.indices {
            let next = piece.index(after: index)
            size += piece.utf8.distance(from: index, to: next)
            if size > limit { break }
            end = next
        }
        return String(piece[..<end])
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
