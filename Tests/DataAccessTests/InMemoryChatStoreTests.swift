import DataAccess
import Domain
import Foundation
import Testing

@Suite("Chats kept in memory")
struct InMemoryChatStoreTests {
    let start = Date(timeIntervalSince1970: 1_700_000_000)

    func at(_ seconds: Double) -> Date { start.addingTimeInterval(seconds) }

    @Test func aChatIsStartedOncePerAvatar() async throws {
        let store: any ChatStore = InMemoryChatStore(clock: .fixed(start))
        let first = try await store.chat(for: "mochi")
        #expect(try await store.chat(for: "mochi") == first)
        #expect(try await store.chat(for: "rex").id != first.id)
        #expect(try await store.chats().count == 2)
    }

    @Test func messagesKeepTimeOrderAndAppendOrderAtTheSameInstant() async throws {
        let store: any ChatStore = InMemoryChatStore(clock: .fixed(start))
        let chat = try await store.chat(for: "mochi")
        for (text, seconds) in [("b", 2.0), ("c", 2.0), ("a", 1.0), ("d", 3.0)] {
            _ = try await store.append(ChatMessage(role: .user, text: text, sentAt: at(seconds)), to: chat.id)
        }
        let all = try await store.messages(in: chat.id, before: nil, limit: 10)
        #expect(all.map(\.text) == ["a", "b", "c", "d"])
        #expect(try await store.chats().first?.chat.modifiedAt == at(3))
        #expect(try await store.chats().first?.lastMessage?.text == "d")
        #expect(try await store.messageCount(in: chat.id) == 4)
    }

    @Test func historyIsPagedNewestPageFirst() async throws {
        let store: any ChatStore = InMemoryChatStore(clock: .fixed(start))
        let chat = try await store.chat(for: "mochi")
        for index in 0..<5 {
            _ = try await store.append(ChatMessage(role: .user, text: "m\(index)", sentAt: at(Double(index))), to: chat.id)
        }
        let newest = try await store.messages(in: chat.id, before: nil, limit: 2)
        #expect(newest.map(\.text) == ["m3", "m4"])
        let older = try await store.messages(in: chat.id, before: try #require(newest.first).id, limit: 2)
        #expect(older.map(\.text) == ["m1", "m2"])
        let oldest = try await store.messages(in: chat.id, before: try #require(older.first).id, limit: 2)
        #expect(oldest.map(\.text) == ["m0"])
        #expect(try await store.messages(in: chat.id, before: try #require(oldest.first).id, limit: 2).isEmpty)
    }

    @Test func aReplyIsUpdatedAndMissingThingsAreNotFound() async throws {
        let store: any ChatStore = InMemoryChatStore(clock: .fixed(start))
        let chat = try await store.chat(for: "mochi")
        let reply = try await store.append(ChatMessage(role: .assistant, text: "", sentAt: at(1), state: .partial), to: chat.id)
        try await store.update(messageID: reply.id, text: "Purr.", state: .complete)
        let stored = try await store.messages(in: chat.id, before: nil, limit: 1)
        #expect(stored.first?.text == "Purr.")
        #expect(stored.first?.state == .complete)
        let missing = UUID()
        await #expect(throws: DomainError.notFound("message \(missing.uuidString)")) {
            try await store.update(messageID: missing, text: "", state: .failed)
        }
        await #expect(throws: DomainError.chatGone) {
            try await store.append(reply, to: missing)
        }
    }

    @Test func deletingAChatRemovesItsMessages() async throws {
        let store: any ChatStore = InMemoryChatStore(clock: .fixed(start))
        let chat = try await store.chat(for: "mochi")
        _ = try await store.append(ChatMessage(role: .user, text: "hi", sentAt: at(1)), to: chat.id)
        try await store.deleteChat(chat.id)
        #expect(try await store.chats().isEmpty)
        #expect(try await store.messageCount(in: chat.id) == 0)
    }
}
