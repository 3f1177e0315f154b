@testable import DataAccess
import Domain
import Foundation
import GRDB
import TestSupport
import Testing

/// Version "v12-titles-and-avatar-models": a chat of data format 11 takes its default title
/// from the first message the user sent in it, has no title of its own, and can be given one;
/// an avatar's settings keep what they held and can take a model.
@Suite("Schema v12: chat titles and avatars' models")
struct ChatSchemaV12MigrationTests {
    @Test func aFormat11ChatTakesItsOpeningFromTheFirstUserMessageAndCanBeRenamed() async throws {
        let chatID = UUID(), emptyID = UUID()
        let (folder, database) = try await SchemaMigrationTests.migrated(from: "v11-feed-fetch-state") { db in
            try db.execute(sql: "INSERT INTO chat (id, avatarId, createdAt, modifiedAt) VALUES (?, 'mochi', 1, 5), (?, 'mochi', 2, 2)",
                           arguments: [chatID.uuidString, emptyID.uuidString])
            let rows = [("assistant", "Hello from Mochi"), ("user", "  borrow checker\nand more"), ("user", "second")]
            for (index, row) in rows.enumerated() {
                let id = UUID()
                try db.execute(sql: """
                    INSERT INTO message (id, chatId, role, text, sentAt, state, versionGroup)
                    VALUES (?, ?, ?, ?, ?, 'complete', ?)
                    """, arguments: [id.uuidString, chatID.uuidString, row.0, row.1, index, id.uuidString])
            }
            try db.execute(sql: "INSERT INTO avatarSetting (avatarId, temperature) VALUES ('mochi', 0.5)")
        }
        _ = folder
        #expect(AppDatabase.dataFormat >= 12)
        let store = SQLiteChatStore(database: database, clock: .fixed(Date(storedValue: 9)))
        let chat = try await store.chat(id: chatID)
        #expect(chat.openingText == "  borrow checker\nand more")
        #expect(chat.title == nil)
        #expect(ChatTitle.of(chat) == "borrow checker")
        #expect(try await store.chat(id: emptyID).openingText == nil)
        try await store.rename(chatID, to: "Rusty: borrow checker")
        #expect(try await store.chats().first { $0.id == chatID }?.chat.title == "Rusty: borrow checker")
        let settings = SQLiteAvatarSettingsStore(database: database)
        #expect(try await settings.settings(for: "mochi") == AvatarSettings(temperature: 0.5))
        let big = AvatarSettings(temperature: 0.5, model: ModelChoice(backendName: "local", model: "gamma-70b"))
        try await settings.save(big, for: "mochi")
        #expect(try await settings.settings(for: "mochi") == big)
    }
}
