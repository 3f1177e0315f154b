import Domain

/// The `AvatarSettingsStore` double: the settings in memory, every save recorded.
public actor FakeAvatarSettingsStore: AvatarSettingsStore {
    /// The settings kept, by avatar id.
    public private(set) var all: [String: AvatarSettings]
    /// Every save, in order.
    public private(set) var saves: [(avatarID: String, settings: AvatarSettings)] = []

    public init(_ all: [String: AvatarSettings] = [:]) { self.all = all }

    public func settings(for avatarID: String) -> AvatarSettings { all[avatarID] ?? AvatarSettings() }

    public func ownPrompts() -> [String: String] { all.compactMapValues(\.systemPrompt) }

    public func update(for avatarID: String, _ change: @escaping @Sendable (AvatarSettings) -> AvatarSettings) -> AvatarSettings {
        let changed = change(settings(for: avatarID))
        saves.append((avatarID, changed))
        all[avatarID] = changed.isDefault ? nil : changed
        return changed
    }
}
