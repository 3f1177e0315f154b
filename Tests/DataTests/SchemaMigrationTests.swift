import Domain
import Foundation
import GRDB
import Testing
@testable import Data

/// Databases written by older builds open with their data kept.
@Suite("Schema migrations from older versions")
struct SchemaMigrationTests {
    let profile = Profile(name: "Ada", color: .cyan, createdAt: instant(0))

    /// A database written by a build that knew only version 1, with a profile, a chat and its
    /// messages, opens with everything kept and the chat counted as never viewed.
    @Test func aVersion1DatabaseWithDataMigratesToVersion2() async throws {
        let folder = try TemporaryFolder()
        let chatID = UUID()
        do {
            let queue = try DatabaseQueue(path: folder.path())
            try AppSchema.migrator.migrate(queue, upTo: "v1")
            try await queue.write { db in
                try db.execute(sql: "INSERT INTO profile VALUES (1, 'Ada', 'cyan', ?, 1)",
                               arguments: [instant(0).timeIntervalSinceReferenceDate])
                try db.execute(sql: "INSERT INTO chat VALUES (?, 'mochi', 1, 5)", arguments: [chatID.uuidString])
                try db.execute(sql: """
                    INSERT INTO message (id, chatId, role, text, sentAt, state)
                    VALUES (?, ?, 'user', 'hi 🐱', 4, 'complete'), (?, ?, 'assistant', 'mew', 5, 'partial')
                    """, arguments: [UUID().uuidString, chatID.uuidString, UUID().uuidString, chatID.uuidString])
                try db.execute(sql: "INSERT INTO articleState VALUES ('a-1', ?, NULL)",
                               arguments: [instant(3).timeIntervalSinceReferenceDate])
            }
            #expect(try await queue.read { db in try AppSchema.migrator.appliedMigrations(db) } == ["v1"])
            try queue.close()
        }
        let database = try AppDatabase(path: folder.path())
        #expect(try database.appliedSchemaVersions() == ["v1", "v2", "v3-drafts"])
        #expect(try await SQLiteProfileService(database: database).currentProfile() == profile)
        let store = SQLiteChatStore(database: database, clock: .fixed(instant(99)))
        let chat = try await store.chat(for: "mochi")
        #expect(chat.id == chatID)
        #expect(chat.lastViewedAt == nil)
        #expect(try await store.messages(in: chatID, before: nil, limit: 10).map(\.text) == ["hi 🐱", "mew"])
        #expect(try await SQLiteArticleMarksStore(database: database).allMarks() == ["a-1": ArticleMarks(readAt: instant(3))])
        try await store.markViewed(chatID, through: instant(5))
        try await store.markViewed(chatID, through: instant(2))
        #expect(try await store.chat(for: "mochi").lastViewedAt == instant(5))
    }

    /// A database of version 2 with a chat opens with the chat kept and no draft, and then keeps drafts.
    @Test func aVersion2DatabaseWithAChatGetsDrafts() async throws {
        let folder = try TemporaryFolder()
        let chatID = UUID()
        do {
            let queue = try DatabaseQueue(path: folder.path())
            try AppSchema.migrator.migrate(queue, upTo: "v2")
            try await queue.write { db in
                try db.execute(sql: "INSERT INTO chat VALUES (?, 'mochi', 1, 5, 5)", arguments: [chatID.uuidString])
                try db.execute(sql: """
                    INSERT INTO message (id, chatId, role, text, sentAt, state) VALUES (?, ?, 'user', 'hi', 4, 'complete')
                    """, arguments: [UUID().uuidString, chatID.uuidString])
            }
            try queue.close()
        }
        let database = try AppDatabase(path: folder.path())
        #expect(try database.appliedSchemaVersions() == ["v1", "v2", "v3-drafts"])
        let chats = SQLiteChatStore(database: database, clock: .fixed(instant(99)))
        #expect(try await chats.chat(for: "mochi").id == chatID)
        #expect(try await chats.messageCount(in: chatID) == 1)
        let drafts = SQLiteDraftStore(database: database)
        #expect(try await drafts.draft(in: chatID) == "")
        try await drafts.saveDraft("unsent", in: chatID)
        #expect(try await drafts.draft(in: chatID) == "unsent")
    }
}
