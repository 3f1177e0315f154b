@testable import DataAccess
import Domain
import Foundation
import GRDB
import TestSupport
import Testing

/// Version "v9-new-chats": a database of version 8 keeps its chats, and an avatar may then have
/// several main chats (Ctrl-N), the most recently active one being the avatar's chat.
@Suite("Schema v9: several main chats per avatar")
struct ChatSchemaV9MigrationTests {
    @Test func aVersion8DatabaseWithAChatMigratesAndTakesASecondMainChat() async throws {
        let chatID = UUID(), messageID = UUID()
        let (folder, database) = try await SchemaMigrationTests.migrated(from: "v8-feed-future-dates") { db in
            try db.execute(sql: "INSERT INTO chat (id, avatarId, createdAt, modifiedAt) VALUES (?, 'mochi', 1, 5)",
                           arguments: [chatID.uuidString])
            try db.execute(sql: """
                INSERT INTO message (id, chatId, role, text, sentAt, state, versionGroup)
                VALUES (?, ?, 'user', '你好 🐱', 5, 'complete', ?)
                """, arguments: [messageID.uuidString, chatID.uuidString, messageID.uuidString])
        }
        _ = folder
        let store = SQLiteChatStore(database: database, clock: .fixed(Date(storedValue: 9)))
        #expect(try await store.chat(for: "mochi").id == chatID)
        // Before v9, the unique index refused this one.
        let second = try await store.newChat(for: "mochi", about: nil)
        #expect(second.article == nil)
        #expect(try await store.chat(for: "mochi").id == second.id, "the most recent main chat is the avatar's chat")
        #expect(try await store.chats(with: "mochi").map(\.id) == [second.id, chatID])
        #expect(try await store.messages(in: chatID, before: nil, limit: 5).map(\.text) == ["你好 🐱"])
    }

    @Test func theAvatarsChatIsItsMostRecentlyActiveMainChat() async throws {
        let (folder, database) = try TemporaryFolder.withDatabase()
        _ = folder
        let store = SQLiteChatStore(database: database, clock: .fixed(instant(1)))
        let first = try await store.chat(for: "mochi")
        let second = try await store.newChat(for: "mochi", about: nil)
        _ = try await store.newChat(for: "mochi", about: ArticleReference(id: "a-1", title: "Tea", link: nil))
        #expect(try await store.chat(for: "mochi").id == second.id, "of equal times, the one started last")
        _ = try await store.append(ChatMessage(role: .user, text: "back to you", sentAt: instant(5)), to: first.id)
        #expect(try await store.chat(for: "mochi").id == first.id)
        #expect(try await store.chats(with: "mochi").count == 3)
        #expect(try await store.chats(with: "rex").isEmpty)
    }

    @Test func onlyAChatWithNoMessageAndNoDraftIsDeletedAsEmpty() async throws {
        let (folder, database) = try TemporaryFolder.withDatabase()
        _ = folder
        let store = SQLiteChatStore(database: database, clock: .fixed(instant(1)))
        let drafts = SQLiteDraftStore(database: database)
        let written = try await store.newChat(for: "mochi", about: nil)
        _ = try await store.append(ChatMessage(role: .user, text: "hi", sentAt: instant(2)), to: written.id)
        let drafted = try await store.newChat(for: "mochi", about: nil)
        try await drafts.saveDraft("half a thought", in: drafted.id)
        let empty = try await store.newChat(for: "mochi", about: nil)
        #expect(try await store.deleteChatIfEmpty(written.id) == false)
        #expect(try await store.deleteChatIfEmpty(drafted.id) == false)
        #expect(try await store.deleteChatIfEmpty(empty.id))
        #expect(try await store.chats(with: "mochi").map(\.id).sorted { $0.uuidString < $1.uuidString }
            == [written.id, drafted.id].sorted { $0.uuidString < $1.uuidString })
        #expect(try await store.deleteChatIfEmpty(UUID()) == false)
    }
}
