import Domain
import GRDB

/// Keeps the avatars' settings in the app's database (`avatarSetting`, v7).
public struct SQLiteAvatarSettingsStore: AvatarSettingsStore {
    private let database: AppDatabase

    public init(database: AppDatabase) { self.database = database }

    public func settings(for avatarID: String) async throws -> AvatarSettings {
        try await database.read { db in
            try AvatarSettingRecord.fetchOne(db, key: avatarID)?.settings ?? AvatarSettings()
        }
    }

    public func save(_ settings: AvatarSettings, for avatarID: String) async throws {
        try await database.write { db in
            if settings.isDefault {
                _ = try AvatarSettingRecord.deleteOne(db, key: avatarID)
            } else {
                try AvatarSettingRecord(settings, avatarID: avatarID).save(db)
            }
        }
    }
}
