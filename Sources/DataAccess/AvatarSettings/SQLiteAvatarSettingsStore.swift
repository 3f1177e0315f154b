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

    public func ownPrompts() async throws -> [String: String] {
        try await database.read { db in
            let records = try AvatarSettingRecord.filter(Column("systemPrompt") != nil).fetchAll(db)
            // One record per avatar: avatarId is the table's primary key.
            return Dictionary(uniqueKeysWithValues: records.compactMap { record in
                record.settings.systemPrompt.map { (record.avatarId, $0) }
            })
        }
    }

    public func update(for avatarID: String, _ change: @escaping @Sendable (AvatarSettings) -> AvatarSettings)
        async throws -> AvatarSettings
    {
        try await database.write { db in
            let changed = change(try AvatarSettingRecord.fetchOne(db, key: avatarID)?.settings ?? AvatarSettings())
            if changed.isDefault {
                _ = try AvatarSettingRecord.deleteOne(db, key: avatarID)
                return changed
            }
            let record = AvatarSettingRecord(changed, avatarID: avatarID)
            try record.save(db)
            return record.settings
        }
    }
}
