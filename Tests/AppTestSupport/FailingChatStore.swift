import Data
import Domain
import Foundation
import Synchronization

/// A chat store in memory whose writes fail on demand, as on a full disk or a database locked by
/// another program, until `spaceReturns()`. Reads always work.
public final class FailingChatStore: ChatStore {
    private let base: any ChatStore
    private let failure = Mutex<(any Error)?>(nil)
    private let refused = Mutex(0)

    /// Creates an empty store whose writes succeed; `clock` dates the chats it starts.
    public init(clock: NowProvider = FixtureCatalog.clock) {
        base = InMemoryChatStore(clock: clock)
    }

    /// Makes every write from now on fail with `error`.
    public func failWrites(with error: any Error = DomainError.storage(.diskFull)) {
        failure.withLock { $0 = error }
    }

    /// Lets writes succeed again.
    public func spaceReturns() {
        failure.withLock { $0 = nil }
    }

    /// How many writes failed so far.
    public var refusedWrites: Int { refused.withLock { $0 } }

    private func checkWrite() throws {
        guard let error = failure.withLock({ $0 }) else { return }
        refused.withLock { $0 += 1 }
        throw error
    }

    public func chat(for avatarID: String) async throws -> Chat { try await base.chat(for: avatarID) }

    public func chats() async throws -> [ChatSummary] { try await base.chats() }

    public func append(_ message: ChatMessage, to chatID: UUID) async throws -> ChatMessage {
        try checkWrite()
        return try await base.append(message, to: chatID)
    }

    public func append(contentsOf messages: [ChatMessage], to chatID: UUID) async throws {
        try checkWrite()
        try await base.append(contentsOf: messages, to: chatID)
    }

    public func update(messageID: UUID, text: String, state: MessageState) async throws {
        try checkWrite()
        try await base.update(messageID: messageID, text: text, state: state)
    }

    public func messages(in chatID: UUID, before: UUID?, limit: Int) async throws -> [ChatMessage] {
        try await base.messages(in: chatID, before: before, limit: limit)
    }

    public func messageCount(in chatID: UUID) async throws -> Int { try await base.messageCount(in: chatID) }

    public func markViewed(_ chatID: UUID, through time: Date) async throws {
        try checkWrite()
        try await base.markViewed(chatID, through: time)
    }

    public func deleteChat(_ chatID: UUID) async throws {
        try checkWrite()
        try await base.deleteChat(chatID)
    }
}
