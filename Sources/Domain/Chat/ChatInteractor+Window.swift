import Foundation

/// A stretch of a chat's history that need not end with its newest message: a search match's
/// surroundings, or the chat's first page. Pages older and newer load from its ends as the user
/// scrolls, so a chat of thousands of messages is never read whole.
public struct HistoryWindow: Sendable, Equatable {
    /// Oldest first.
    public let messages: [ChatMessage]
    /// True when the store may hold messages older than the first one here.
    public let hasOlder: Bool
    /// True when the store may hold messages newer than the last one here.
    public let hasNewer: Bool

    public init(messages: [ChatMessage], hasOlder: Bool, hasNewer: Bool) {
        self.messages = messages
        self.hasOlder = hasOlder
        self.hasNewer = hasNewer
    }
}

extension ChatInteractor {
    /// The chat's first page (Ctrl-Home), oldest first.
    public func oldestMessages(in chat: Chat, limit: Int = pageSize) async throws -> HistoryWindow {
        let page = try await store.messages(in: chat.id, after: nil, limit: limit)
        return HistoryWindow(messages: page, hasOlder: false, hasNewer: page.count >= limit)
    }

    /// The page of history just newer than `message`, oldest first; empty when there is none.
    public func messages(in chat: Chat, newerThan message: ChatMessage, limit: Int = pageSize) async throws -> [ChatMessage] {
        try await store.messages(in: chat.id, after: message.id, limit: limit)
    }

    /// About `limit` messages with the message `id` in their middle. Throws
    /// `DomainError.notFound` when the chat does not hold it.
    public func messages(in chat: Chat, around id: UUID, limit: Int = pageSize) async throws -> HistoryWindow {
        let half = max(1, limit / 2)
        let older = try await store.messages(in: chat.id, before: id, limit: half)
        // After the older ones (or from the start, when there are none) comes the message itself.
        let restLimit = max(1, limit - older.count)
        let rest = try await store.messages(in: chat.id, after: older.last?.id, limit: restLimit)
        return HistoryWindow(messages: older + rest, hasOlder: older.count >= half, hasNewer: rest.count >= restLimit)
    }

    /// Where `query` occurs in the chat, oldest first (see `ChatStore.occurrences(of:in:)`).
    public func occurrences(of query: String, in chat: Chat) async throws -> [MessageOccurrences] {
        try await store.occurrences(of: query, in: chat.id)
    }
}
