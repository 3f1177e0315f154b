import DataAccess
import Domain
import Foundation
import TestSupport
import Testing

@Suite("Chats kept in SQLite")
struct SQLiteChatStoreTests {
    let folder: TemporaryFolder, database: AppDatabase

    init() throws { (folder, database) = try TemporaryFolder.withDatabase() }

    func store(at seconds: Double = 0) -> any ChatStore {
        SQLiteChatStore(database: database, clock: .fixed(instant(seconds)))
    }

    @Test func aChatIsStartedOncePerAvatar() async throws {
        let first = try await store(at: 1).chat(for: "mochi")
        #expect(first.avatarID == "mochi")
        #expect(first.createdAt == instant(1))
        #expect(first.modifiedAt == instant(1))
        let again = try await store(at: 2).chat(for: "mochi")
        #expect(again == first)
        let other = try await store(at: 3).chat(for: "rex")
        #expect(other.id != first.id)
        #expect(try await store().chats().count == 2)
    }

    @Test func appendStoresTheMessageExactlyAndMovesTheChatForward() async throws {
        let store = store(at: 1)
        let chat = try await store.chat(for: "mochi")
        let message = ChatMessage(role: .user, text: "こんにちは 🐱\nsecond line", sentAt: Date())
        let stored = try await store.append(message, to: chat.id)
        #expect(stored == message)
        #expect(try await store.messages(in: chat.id, before: nil, limit: 5) == [message])
        let summary = try #require(try await store.chats().first)
        #expect(summary.chat.modifiedAt == message.sentAt)
        #expect(summary.chat.createdAt == instant(1))
    }

    @Test func appendingToAMissingChatFails() async throws {
        let missing = UUID()
        let message = ChatMessage(role: .user, text: "Hi", sentAt: instant(1))
        await #expect(throws: DomainError.chatGone) {
            try await store().append(message, to: missing)
        }
    }

    /// The chat (or the account) was deleted in another aichats while its reply streamed: the
    /// reply's save says so in the chat's words, without the message's id.
    @Test func aReplyWhoseChatWasDeletedIsGoneWithIt() async throws {
        let store = store(at: 1)
        let chat = try await store.chat(for: "mochi")
        let reply = try await store.append(ChatMessage(role: .assistant, text: "", sentAt: instant(2), state: .partial), to: chat.id)
        try await store.deleteChat(chat.id)
        var finished = reply
        finished.text = "Purr."
        await #expect(throws: DomainError.chatGone) { try await store.updateReply(finished) }
    }

    @Test func chatsAreOrderedByLastActivityWithAPreview() async throws {
        let store = store(at: 0)
        let mochi = try await store.chat(for: "mochi")
        let rex = try await store.chat(for: "rex")
        let quiet = try await self.store(at: 5).chat(for: "quiet")
        _ = try await store.append(ChatMessage(role: .user, text: "Hi Mochi", sentAt: instant(10)), to: mochi.id)
        _ = try await store.append(ChatMessage(role: .user, text: "Hi Rex", sentAt: instant(20)), to: rex.id)
        let reply = ChatMessage(role: .assistant, text: "Purr.", sentAt: instant(30), state: .partial)
        _ = try await store.append(reply, to: mochi.id)

        let summaries = try await store.chats()
        #expect(summaries.map(\.chat.avatarID) == ["mochi", "rex", "quiet"])
        #expect(summaries.map(\.chat.modifiedAt) == [instant(30), instant(20), instant(5)])
        #expect(summaries.map(\.lastMessage?.text) == ["Purr.", "Hi Rex", nil])
        #expect(summaries[0].lastMessage == reply)
        #expect(summaries.map(\.messageCount) == [2, 1, 0])
        #expect(summaries[2].chat == quiet)
    }

    @Test func anOlderMessageDoesNotMoveTheChatBack() async throws {
        let store = store(at: 100)
        let chat = try await store.chat(for: "mochi")
        _ = try await store.append(ChatMessage(role: .user, text: "late", sentAt: instant(50)), to: chat.id)
        #expect(try await store.chats().first?.chat.modifiedAt == instant(100))
    }

    @Test func aGrowingReplyIsUpdatedUntilComplete() async throws {
        let store = store()
        let chat = try await store.chat(for: "mochi")
        let question = ChatMessage(role: .user, text: "How are you?", sentAt: instant(1))
        _ = try await store.append(question, to: chat.id)
        var reply = try await store.append(
            ChatMessage(role: .assistant, text: "", sentAt: instant(2), state: .partial), to: chat.id)
        try await store.update(messageID: reply.id, text: "I am", state: .partial)
        #expect(try await store.messages(in: chat.id, before: nil, limit: 10).last?.text == "I am")
        try await store.update(messageID: reply.id, text: "I am well, thanks.", state: .complete)

        reply.text = "I am well, thanks."
        reply.state = .complete
        #expect(try await store.messages(in: chat.id, before: nil, limit: 10) == [question, reply])
        #expect(try await store.chats().first?.lastMessage == reply)
    }

    @Test func aFailedReplyKeepsItsState() async throws {
        let store = store()
        let chat = try await store.chat(for: "mochi")
        let reply = try await store.append(
            ChatMessage(role: .assistant, text: "", sentAt: instant(2), state: .partial), to: chat.id)
        try await store.update(messageID: reply.id, text: "reply failed: server answered 500", state: .failed)
        #expect(try await store.messages(in: chat.id, before: nil, limit: 1).first?.state == .failed)
    }

    @Test func updatingAMissingMessageFails() async throws {
        let missing = UUID()
        await #expect(throws: DomainError.notFound("message \(missing.uuidString)")) {
            try await store().update(messageID: missing, text: "x", state: .complete)
        }
    }

    @Test func historyIsPagedNewestPageFirst() async throws {
        let store = store()
        let chat = try await store.chat(for: "mochi")
        var sent: [ChatMessage] = []
        for index in 0..<25 {
            // Pairs share an instant: the order they were appended in decides.
            let message = ChatMessage(
                role: index.isMultiple(of: 2) ? .user : .assistant, text: "message \(index)",
                sentAt: instant(Double(index / 2)))
            sent.append(try await store.append(message, to: chat.id))
        }
        #expect(try await store.messageCount(in: chat.id) == 25)

        let newest = try await store.messages(in: chat.id, before: nil, limit: 10)
        #expect(newest == Array(sent[15..<25]))
        let older = try await store.messages(in: chat.id, before: newest.first?.id, limit: 10)
        #expect(older == Array(sent[5..<15]))
        let oldest = try await store.messages(in: chat.id, before: older.first?.id, limit: 10)
        #expect(oldest == Array(sent[0..<5]))
        #expect(try await store.messages(in: chat.id, before: oldest.first?.id, limit: 10).isEmpty)
        #expect(try await store.messages(in: chat.id, before: nil, limit: 0).isEmpty)
    }

    @Test func pagesStayInsideTheirChat() async throws {
        let store = store()
        let mochi = try await store.chat(for: "mochi")
        let rex = try await store.chat(for: "rex")
        let forMochi = try await store.append(ChatMessage(role: .user, text: "m", sentAt: instant(1)), to: mochi.id)
        let forRex = try await store.append(ChatMessage(role: .user, text: "r", sentAt: instant(2)), to: rex.id)
        #expect(try await store.messages(in: mochi.id, before: nil, limit: 10) == [forMochi])
        #expect(try await store.messageCount(in: rex.id) == 1)
        await #expect(throws: DomainError.self) {
            try await store.messages(in: mochi.id, before: forRex.id, limit: 10)
        }
    }

    @Test func deletingAChatRemovesItsMessagesOnly() async throws {
        let store = store()
        let mochi = try await store.chat(for: "mochi")
        let rex = try await store.chat(for: "rex")
        _ = try await store.append(ChatMessage(role: .user, text: "m", sentAt: instant(1)), to: mochi.id)
        _ = try await store.append(ChatMessage(role: .user, text: "r", sentAt: instant(2)), to: rex.id)

        try await store.deleteChat(mochi.id)
        try await store.deleteChat(UUID())

        #expect(try await store.chats().map(\.chat.avatarID) == ["rex"])
        #expect(try await store.messageCount(in: mochi.id) == 0)
        #expect(try await store.messageCount(in: rex.id) == 1)
        let restarted = try await self.store(at: 9).chat(for: "mochi")
        #expect(restarted.id != mochi.id)
        #expect(try await store.messages(in: restarted.id, before: nil, limit: 10).isEmpty)
    }
}
