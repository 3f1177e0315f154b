import Domain

/// Keeps the avatars' settings in memory (`.mock`, `aichats render`).
public actor InMemoryAvatarSettingsStore: AvatarSettingsStore {
    private var all: [String: AvatarSettings] = [:]

    public init() {}

    public func settings(for avatarID: String) -> AvatarSettings { all[avatarID] ?? AvatarSettings() }

    public func ownPrompts() -> [String: String] { all.compactMapValues(\.systemPrompt) }

    public func update(for avatarID: String, _ change: @escaping @Sendable (AvatarSettings) -> AvatarSettings) -> AvatarSettings {
        let changed = change(settings(for: avatarID))
        all[avatarID] = changed.isDefault ? nil : changed
        return changed
    }
}
