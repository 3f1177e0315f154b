import Domain

/// Keeps the avatars' settings in memory (`.mock`, `aichats render`).
public actor InMemoryAvatarSettingsStore: AvatarSettingsStore {
    private var all: [String: AvatarSettings] = [:]

    public init() {}

    public func settings(for avatarID: String) -> AvatarSettings { all[avatarID] ?? AvatarSettings() }

    public func save(_ settings: AvatarSettings, for avatarID: String) {
        all[avatarID] = settings.isDefault ? nil : settings
    }
}
