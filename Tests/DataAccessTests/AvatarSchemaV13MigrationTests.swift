@testable import DataAccess
import Domain
import Foundation
import GRDB
import TestSupport
import Testing

/// Version "v13-assistant-avatars": an avatar of data format 12 reads as before; one that is an
/// assistant with no doing or where, its prompt the user's own, is kept and read back, and the
/// avatar service gives it that prompt, which its description follows.
@Suite("Schema v13: assistant avatars")
struct AvatarSchemaV13MigrationTests {
    @Test func aFormat12AvatarStaysAndAnAssistantWithItsOwnPromptIsKept() async throws {
        let (folder, database) = try await SchemaMigrationTests.migrated(from: "v12-titles-and-avatar-models") { db in
            try db.execute(sql: """
                INSERT INTO userAvatar (id, name, character, action, location, author, createdAt)
                VALUES ('user-old', 'Tabby', 'cat', 'testing forms', 'a lab', 'You', 1)
                """)
        }
        _ = folder
        #expect(AppDatabase.dataFormat == 13)
        let store = SQLiteAvatarStore(database: database), settings = SQLiteAvatarSettingsStore(database: database)
        let reviewer = Avatar(id: "user-new", name: "Rust reviewer", character: .assistant, action: "", location: "",
                              author: "You", createdAt: Date(storedValue: 2), popularity: 0, isUserMade: true)
        try await store.save(reviewer)
        try await settings.save(AvatarSettings(systemPrompt: "You review Rust code.\nBe terse."), for: reviewer.id)
        let service = PersonalizedAvatarService(
            catalog: EmbeddedAvatarService(catalog: EmbeddedCatalog(launchedAt: Date(storedValue: 0))),
            userAvatars: store, popularity: store, settings: settings)
        let mine = try await service.allAvatars().items.filter(\.isUserMade)
        #expect(mine.map(\.description) == ["You review Rust code.", "A cat that is testing forms in a lab"])
        #expect(mine.first?.character == .assistant)
        #expect(try await settings.ownPrompts() == ["user-new": "You review Rust code.\nBe terse."])
    }
}
