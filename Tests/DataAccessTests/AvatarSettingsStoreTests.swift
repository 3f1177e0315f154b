@testable import DataAccess
import Domain
import Foundation
import GRDB
import TestSupport
import Testing

/// The avatars' settings: the SQLite store on a real file and the in-memory one behave the same,
/// and a database of the previous version gets the table.
@Suite("Avatar settings store")
struct AvatarSettingsStoreTests {
    func eachStore(_ body: (any AvatarSettingsStore) async throws -> Void) async throws {
        try await forEachStore(
            sqlite: { SQLiteAvatarSettingsStore(database: $0) }, memory: InMemoryAvatarSettingsStore(), body)
    }

    @Test func settingsAreKeptPerAvatarAndTheDefaultsRemoveThem() async throws {
        try await eachStore { store in
            #expect(try await store.settings(for: "mochi") == AvatarSettings())
            let own = AvatarSettings(systemPrompt: "You are Mochi.\nSpeak like a 猫.", temperature: 0.2, maxTokens: 300)
            try await store.save(own, for: "mochi")
            try await store.save(AvatarSettings(temperature: 1.5), for: "rex")
            #expect(try await store.settings(for: "mochi") == own)
            #expect(try await store.settings(for: "rex") == AvatarSettings(temperature: 1.5))
            try await store.save(AvatarSettings(), for: "mochi")
            #expect(try await store.settings(for: "mochi") == AvatarSettings())
            #expect(try await store.settings(for: "rex") == AvatarSettings(temperature: 1.5))
        }
    }

    /// A change sees what is stored, which another aichats may have written since the form loaded.
    @Test func anUpdateChangesWhatIsStoredAndReturnsIt() async throws {
        try await eachStore { store in
            try await store.save(AvatarSettings(systemPrompt: "Sea.", maxTokens: 50), for: "mochi")
            let updated = try await store.update(for: "mochi") { stored in
                AvatarSettings(systemPrompt: stored.systemPrompt, temperature: 0.3, maxTokens: stored.maxTokens)
            }
            #expect(updated == AvatarSettings(systemPrompt: "Sea.", temperature: 0.3, maxTokens: 50))
            #expect(try await store.settings(for: "mochi") == updated)
        }
    }

    @Test func aStoredPromptLosesTerminalControls() async throws {
        let folder = try TemporaryFolder()
        let store = SQLiteAvatarSettingsStore(database: try AppDatabase(path: folder.path()))
        try await store.save(AvatarSettings(systemPrompt: "Be \u{1B}[31mred\u{1B}[0m"), for: "mochi")
        #expect(try await store.settings(for: "mochi").systemPrompt == "Be red")
    }

    @Test func aVersion6DatabaseGetsTheSettingsTableAndKeepsItsAvatars() async throws {
        let (folder, database) = try await SchemaMigrationTests.migrated(from: "v6-chat-models") { db in
            try db.execute(sql: "INSERT INTO avatarPopularity VALUES ('mochi', 3)")
        }
        _ = folder
        #expect(try await SQLiteAvatarStore(database: database).openCounts() == ["mochi": 3])
        let store = SQLiteAvatarSettingsStore(database: database)
        try await store.save(AvatarSettings(maxTokens: 64), for: "mochi")
        #expect(try await store.settings(for: "mochi") == AvatarSettings(maxTokens: 64))
    }
}

extension AvatarSettingsStoreTests {
    /// The model alone is a setting: kept, read back, and the default (none) removes it.
    @Test func anAvatarsModelIsKeptAndReadBack() async throws {
        try await eachStore { store in
            let own = AvatarSettings(model: ModelChoice(backendName: "cloud", model: "o3-mini"))
            try await store.save(own, for: "rusty")
            #expect(try await store.settings(for: "rusty") == own)
            try await store.save(AvatarSettings(model: ModelChoice(backendName: "local")), for: "rusty")
            #expect(try await store.settings(for: "rusty").model == ModelChoice(backendName: "local"))
            try await store.save(AvatarSettings(), for: "rusty")
            #expect(try await store.settings(for: "rusty") == AvatarSettings())
        }
    }
}
