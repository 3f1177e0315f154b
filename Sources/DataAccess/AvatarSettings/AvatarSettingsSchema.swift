import GRDB

/// Version "v7-avatar-settings": each avatar's own system prompt, temperature and max tokens, by
/// avatar id, for the catalog's avatars and the ones the user made alike. A row exists only while
/// something differs from the defaults.
enum AvatarSettingsSchema {
    static let migration = "v7-avatar-settings"

    static func create(_ db: Database) throws {
        try db.create(table: "avatarSetting") { t in
            t.primaryKey("avatarId", .text)
            t.column("systemPrompt", .text)
            t.column("temperature", .double)
            t.column("maxTokens", .integer)
        }
    }

    static let step = SchemaStep(
        migration: migration, creates: ["avatarSetting": ["avatarId", "systemPrompt", "temperature", "maxTokens"]])
}
