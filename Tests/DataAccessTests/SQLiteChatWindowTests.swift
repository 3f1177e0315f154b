import DataAccess
import Domain
import Foundation
import TestSupport
import Testing

/// What a long chat is read by without being read whole: pages going forward from a message
/// (Ctrl-Home, then scrolling down from a search match) and a search in one chat.
@Suite("A chat kept in SQLite, paged forward and searched")
struct SQLiteChatWindowTests {
    let folder: TemporaryFolder, database: AppDatabase

    init() throws { (folder, database) = try TemporaryFolder.withDatabase() }

    /// 25 messages, "message 0" to "message 24", pairs sharing an instant.
    func seeded() async throws -> (any ChatStore, Chat, [ChatMessage]) {
        let store = SQLiteChatStore(database: database, clock: .fixed(instant(0)))
        let chat = try await store.chat(for: "mochi")
        var sent: [ChatMessage] = []
        for index in 0..<25 {
            let message = ChatMessage(role: index.isMultiple(of: 2) ? .user : .assistant, text: "message \(index)",
                                      sentAt: instant(Double(index / 2)))
            sent.append(try await store.append(message, to: chat.id))
        }
        return (store, chat, sent)
    }

    @Test func historyIsPagedOldestPageFirst() async throws {
        let (store, chat, sent) = try await seeded()
        let oldest = try await store.messages(in: chat.id, after: nil, limit: 10)
        #expect(oldest == Array(sent[0..<10]))
        let newer = try await store.messages(in: chat.id, after: oldest.last?.id, limit: 10)
        #expect(newer == Array(sent[10..<20]), "the pair at one instant is split in order")
        let newest = try await store.messages(in: chat.id, after: newer.last?.id, limit: 10)
        #expect(newest == Array(sent[20..<25]))
        #expect(try await store.messages(in: chat.id, after: newest.last?.id, limit: 10).isEmpty)
        #expect(try await store.messages(in: chat.id, after: nil, limit: 0).isEmpty)
        let other = try await store.chat(for: "rex")
        await #expect(throws: DomainError.self) { try await store.messages(in: other.id, after: sent[3].id, limit: 10) }
    }

    @Test func aChatIsSearchedInTheStoreOldestFirstWithCounts() async throws {
        let (store, chat, sent) = try await seeded()
        let found = try await store.occurrences(of: "MESSAGE 2", in: chat.id)
        let expected = [2, 20, 21, 22, 23, 24].map { MessageOccurrences(messageID: sent[$0].id, count: 1) }
        #expect(found == expected)
        _ = try await store.append(ChatMessage(role: .user, text: "cat, Cat and CAT", sentAt: instant(20)), to: chat.id)
        #expect(try await store.occurrences(of: "cat", in: chat.id).map(\.count) == [3])
        let other = try await store.chat(for: "rex")
        #expect(try await store.occurrences(of: "message", in: other.id).isEmpty, "one chat's messages only")
        #expect(try await store.occurrences(of: "", in: chat.id).isEmpty)
    }
}
