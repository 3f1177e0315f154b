@testable import DataAccess
import Domain
import Foundation
import GRDB
import TestSupport
import Testing

/// Version "v6-chat-models": a database of version 5 keeps every chat, message and draft, and
/// then stores what chats answer with and what they are about, and the versions of a reply.
@Suite("Schema v6: chat models, articles and reply versions")
struct ChatSchemaV6MigrationTests {
    @Test func aVersion5DatabaseWithDataMigratesAndKeepsEverything() async throws {
        let chatID = UUID(), userID = UUID(), replyID = UUID()
        let (folder, database) = try await SchemaMigrationTests.migrated(from: "v5-feed-cache") { db in
            try db.execute(sql: "INSERT INTO chat VALUES (?, 'mochi', 1, 5, 4)", arguments: [chatID.uuidString])
            try db.execute(sql: """
                INSERT INTO message (id, chatId, role, text, sentAt, state)
                VALUES (?, ?, 'user', '你好 🐱', 4, 'complete'), (?, ?, 'assistant', 'mew', 5, 'failed')
                """, arguments: [userID.uuidString, chatID.uuidString, replyID.uuidString, chatID.uuidString])
            try db.execute(sql: "INSERT INTO draft VALUES (?, 'unsent')", arguments: [chatID.uuidString])
        }
        _ = folder
        let store = SQLiteChatStore(database: database, clock: .fixed(instant(99)))
        let chat = try await store.chat(for: "mochi")
        #expect(chat == Chat(id: chatID, avatarID: "mochi", createdAt: Date(storedValue: 1),
                             modifiedAt: Date(storedValue: 5), lastViewedAt: Date(storedValue: 4), openingText: "你好 🐱"))
        let messages = try await store.messages(in: chatID, before: nil, limit: 10)
        #expect(messages == [
            ChatMessage(id: userID, role: .user, text: "你好 🐱", sentAt: Date(storedValue: 4)),
            ChatMessage(id: replyID, role: .assistant, text: "mew", sentAt: Date(storedValue: 5), state: .failed),
        ])
        #expect(try await SQLiteDraftStore(database: database).draft(in: chatID) == "unsent")
        // The foreign keys still name the rebuilt chat table: deleting it takes its rows along.
        try await store.deleteChat(chatID)
        #expect(try await store.messageCount(in: chatID) == 0)
        let left = try await database.pool.read { db in
            try Int.fetchOne(db, sql: "SELECT (SELECT count(*) FROM message) + (SELECT count(*) FROM draft)")
        }
        #expect(left == 0)
    }

    @Test func theNewChatFieldsRoundTrip() async throws {
        let (folder, database) = try TemporaryFolder.withDatabase()
        _ = folder
        let store = SQLiteChatStore(database: database, clock: .fixed(instant(1)))
        let article = ArticleReference(id: "feed:42", title: "Cats «rule» 猫", link: URL(string: "https://example.com/a?b=1"))
        let about = try await store.newChat(for: "mochi", about: article)
        try await store.setModelChoice(backendName: "local", model: "qwen3:8b", in: about.id)
        let reopened = try await SQLiteChatStore(database: AppDatabase(path: database.path)).chat(id: about.id)
        #expect(reopened.article == article)
        #expect(reopened.backendName == "local")
        #expect(reopened.model == "qwen3:8b")
        try await store.setModelChoice(backendName: nil, model: nil, in: about.id)
        #expect(try await store.chat(id: about.id).model == nil)
        await #expect(throws: DomainError.self) { try await store.setModelChoice(backendName: nil, model: "x", in: UUID()) }
        await #expect(throws: DomainError.self) { try await store.chat(id: UUID()) }
    }

    @Test func theNewMessageFieldsRoundTrip() async throws {
        let (folder, database) = try TemporaryFolder.withDatabase()
        _ = folder
        let store = SQLiteChatStore(database: database, clock: .fixed(instant(1)))
        let chat = try await store.chat(for: "mochi")
        let reply = ChatMessage(role: .assistant, text: "", sentAt: instant(2), state: .partial)
        _ = try await store.append(reply, to: chat.id)
        var failed = reply
        failed.text = "half a rep\u{1B}[31mly"
        failed.state = .failed
        failed.model = "gpt-4o-mini"
        failed.reasoning = "think\nthink"
        failed.failureReason = "connection refused by http://127.0.0.1:9/v1"
        try await store.updateReply(failed)
        let read = try await SQLiteChatStore(database: AppDatabase(path: database.path)).messages(in: chat.id, before: nil, limit: 5)
        failed.text = "half a reply"
        #expect(read == [failed])
        await #expect(throws: DomainError.self) { try await store.updateReply(ChatMessage(role: .assistant, text: "", sentAt: instant(3))) }
    }

    @Test func anAvatarsMainChatStaysItsChatBesideAnyNumberAboutArticles() async throws {
        let (folder, database) = try TemporaryFolder.withDatabase()
        _ = folder
        let store = SQLiteChatStore(database: database, clock: .fixed(instant(1)))
        let main = try await store.chat(for: "mochi")
        let article = ArticleReference(id: "a-1", title: "Tea", link: nil)
        let first = try await store.newChat(for: "mochi", about: article)
        let second = try await store.newChat(for: "mochi", about: article)
        let other = try await store.newChat(for: "rex", about: ArticleReference(id: "a-2", title: "Bones", link: nil))
        #expect(try await store.chat(for: "mochi") == main)
        #expect(Set([main.id, first.id, second.id, other.id]).count == 4)
        _ = try await store.append(ChatMessage(role: .user, text: "about tea", sentAt: instant(5)), to: first.id)
        #expect(try await store.chats(about: "a-1").map(\.chat.id) == [first.id, second.id])
        #expect(try await store.chats(about: "a-1").first?.lastMessage?.text == "about tea")
        #expect(try await store.chats().count == 4)
        #expect(try await store.chats(about: "none").isEmpty)
    }
}
