import DataAccess
import Domain
import Foundation
import TestSupport
import Testing

/// The versions of a regenerated reply, and deleting messages, in SQLite and in memory alike.
@Suite("Reply versions and deleted messages")
struct SQLiteChatVersionsTests {
    func message(_ role: ChatRole, _ text: String, at seconds: Double, _ state: MessageState = .complete) -> ChatMessage {
        ChatMessage(role: role, text: text, sentAt: instant(seconds), state: state)
    }

    @Test(arguments: ChatStores.kinds) func aNewVersionIsShownAndTheOldOnesAreKept(kind: String) async throws {
        let (store, folder) = try ChatStores.make(kind)
        _ = folder
        let chat = try await store.chat(for: "mochi")
        let question = message(.user, "Hi", at: 1)
        let first = message(.assistant, "half", at: 2, .failed)
        try await store.append(contentsOf: [question, first], to: chat.id)
        let second = try await store.addVersion(message(.assistant, "", at: 10, .partial), replacing: first.id)
        #expect((second.versionNumber, second.versionCount) == (2, 2))
        var shown = try await store.messages(in: chat.id, before: nil, limit: 10)
        #expect(shown.map(\.text) == ["Hi", ""])
        #expect(shown.map(\.versionCount) == [1, 2])
        #expect(try await store.messageCount(in: chat.id) == 2)
        #expect(try await store.chats().first?.chat.modifiedAt == instant(10))
        let third = try await store.addVersion(message(.assistant, "three", at: 11), replacing: first.id)
        #expect((third.versionNumber, third.versionCount) == (3, 3))
        let back = try await store.showVersion(1, of: third.id)
        #expect(back.id == first.id && back.text == "half" && back.state == .failed)
        #expect((back.versionNumber, back.versionCount) == (1, 3))
        shown = try await store.messages(in: chat.id, before: nil, limit: 10)
        #expect(shown.map(\.id) == [question.id, first.id])
        #expect(try await store.chats().first?.lastMessage?.id == first.id)
        #expect(try await store.showVersion(3, of: first.id).text == "three")
        await #expect(throws: DomainError.self) { try await store.showVersion(4, of: first.id) }
        await #expect(throws: DomainError.self) { try await store.addVersion(message(.assistant, "", at: 12), replacing: UUID()) }
    }

    @Test(arguments: ChatStores.kinds) func pagingSkipsHiddenVersions(kind: String) async throws {
        let (store, folder) = try ChatStores.make(kind)
        _ = folder
        let chat = try await store.chat(for: "mochi")
        let messages = (0..<6).map { message($0 % 2 == 0 ? .user : .assistant, "m\($0)", at: Double($0)) }
        try await store.append(contentsOf: messages, to: chat.id)
        _ = try await store.addVersion(message(.assistant, "m1 again", at: 1.5), replacing: messages[1].id)
        _ = try await store.addVersion(message(.assistant, "m5 again", at: 20), replacing: messages[5].id)
        let newest = try await store.messages(in: chat.id, before: nil, limit: 3)
        #expect(newest.map(\.text) == ["m3", "m4", "m5 again"])
        let older = try await store.messages(in: chat.id, before: newest[0].id, limit: 3)
        #expect(older.map(\.text) == ["m0", "m1 again", "m2"])
        #expect(try await store.messages(in: chat.id, before: older[0].id, limit: 3).isEmpty)
    }

    @Test(arguments: ChatStores.kinds) func deletingAMessageDeletesAllItsVersionsOnly(kind: String) async throws {
        let (store, folder) = try ChatStores.make(kind)
        _ = folder
        let chat = try await store.chat(for: "mochi")
        let question = message(.user, "Hi", at: 1), reply = message(.assistant, "one", at: 2)
        try await store.append(contentsOf: [question, reply], to: chat.id)
        let again = try await store.addVersion(message(.assistant, "two", at: 3), replacing: reply.id)
        try await store.deleteMessage(again.id)
        #expect(try await store.messages(in: chat.id, before: nil, limit: 10).map(\.id) == [question.id])
        await #expect(throws: DomainError.self) { try await store.showVersion(1, of: reply.id) }
        try await store.deleteMessage(UUID())
        try await store.deleteMessage(question.id)
        #expect(try await store.messageCount(in: chat.id) == 0)
    }
}
