import Foundation

/// Keeps conversations and their messages.
///
/// Messages of a chat are ordered by `sentAt`; messages sent at the same instant keep the order
/// in which they were appended.
public protocol ChatStore: Sendable {
    /// The chat with the avatar, started (empty) when there is none yet.
    func chat(for avatarID: String) async throws -> Chat

    /// Every chat, the most recent activity (`modifiedAt`) first, each with its newest message.
    func chats() async throws -> [ChatSummary]

    /// Stores a message at the end of the chat and returns it as stored.
    ///
    /// The chat's `modifiedAt` moves forward to the message's `sentAt`.
    /// Throws `DomainError.notFound` when there is no such chat.
    func append(_ message: ChatMessage, to chatID: UUID) async throws -> ChatMessage

    /// Stores the messages at the end of the chat, in order, all or none: when one cannot be
    /// stored, none is. The chat's `modifiedAt` moves forward to the newest `sentAt`.
    /// Throws `DomainError.notFound` when there is no such chat.
    func append(contentsOf messages: [ChatMessage], to chatID: UUID) async throws

    /// Replaces the text and state of a stored message, such as a reply that grows as it streams.
    ///
    /// Throws `DomainError.notFound` when there is no such message.
    func update(messageID: UUID, text: String, state: MessageState) async throws

    /// One page of the chat's history: the `limit` newest messages older than the message
    /// `before`, or the newest ones when `before` is nil.
    ///
    /// The page is in chronological order (oldest first), so the first message of a page is the
    /// cursor for the next, older page. An empty page means there is nothing older.
    /// Throws `DomainError.notFound` when `before` names no message of the chat.
    func messages(in chatID: UUID, before: UUID?, limit: Int) async throws -> [ChatMessage]

    func messageCount(in chatID: UUID) async throws -> Int

    /// Records that the user has seen the chat's messages sent up to `time`; an earlier time than
    /// the one recorded changes nothing.
    func markViewed(_ chatID: UUID, through time: Date) async throws

    /// Deletes the chat and all its messages; does nothing when there is no such chat.
    func deleteChat(_ chatID: UUID) async throws

    /// The chat with this id. Throws `DomainError.notFound` when there is none.
    func chat(id: UUID) async throws -> Chat

    /// Starts a new, empty chat with the avatar about the article (never the avatar's main chat,
    /// which `chat(for:)` gives).
    func newChat(for avatarID: String, about article: ArticleReference) async throws -> Chat

    /// The chats about the article (`ArticleReference.id`), the most recent activity first.
    func chats(about articleID: String) async throws -> [ChatSummary]

    /// Records the backend and model the chat picked (nil: the default backend, its own model).
    /// Throws `DomainError.notFound` when there is no such chat.
    func setModelChoice(backendName: String?, model: String?, in chatID: UUID) async throws
}

extension ChatStore {
    /// Appends the messages one by one, for stores that cannot fail halfway (test doubles).
    public func append(contentsOf messages: [ChatMessage], to chatID: UUID) async throws {
        for message in messages { _ = try await append(message, to: chatID) }
    }
}
