import Foundation

/// Working with a conversation: regenerating a reply as a new version, switching versions,
/// editing the last message, deleting messages. Every write finishes even if the caller is
/// cancelled.
extension ChatInteractor {
    /// Starts the reply over (regenerate, at any time) as a new version: `fresh` (an
    /// `emptyReply()`) is stored and shown, and `reply` is kept as an earlier version with its
    /// text, state and failure. Returns `fresh` as stored, with its version number. (A reply
    /// that holds nothing can be written again in place instead: `resetReply`.) The new version
    /// streams in on screen, so the chat counts as seen through it, as with `send`.
    public func newVersion(_ fresh: ChatMessage, of reply: ChatMessage, in chat: Chat) async throws -> ChatMessage {
        try await Task { [store] in
            let stored = try await store.addVersion(fresh, replacing: reply.id)
            try? await store.markViewed(chat.id, through: stored.sentAt)
            return stored
        }.value
    }

    /// Shows version `number` (from 1) of the reply instead of the one shown, and returns it.
    public func showVersion(_ number: Int, of reply: ChatMessage) async throws -> ChatMessage {
        try await Task { [store] in try await store.showVersion(number, of: reply.id) }.value
    }

    /// Stores a new empty reply at the end of the chat, for a conversation that ends with the
    /// user's message (its reply was deleted).
    public func appendReply(_ reply: ChatMessage, in chat: Chat) async throws {
        try await Task { [store] in
            try await store.markViewed(chat.id, through: reply.sentAt)
            _ = try await store.append(reply, to: chat.id)
        }.value
    }

    /// Deletes the messages, each with all its versions; a reply still being saved stops
    /// being saved first, so that no saver writes to a message that is gone.
    public func delete(_ messages: [ChatMessage]) async throws {
        for message in messages { await savers.stop(message.id) }
        try await Task { [store] in
            for message in messages { try await store.deleteMessage(message.id) }
        }.value
    }

    /// Edit and resend: `replaced` (the user's last message and what follows it, its reply with
    /// every version) is deleted, then `message` and the empty `reply` are stored as `send`
    /// does. The old message is not kept as a version: the conversation reads as if it had been
    /// written this way.
    public func resend(_ message: ChatMessage, reply: ChatMessage, replacing replaced: [ChatMessage], in chat: Chat)
        async throws
    {
        try await delete(replaced)
        try await send(message, reply: reply, in: chat)
    }
}
