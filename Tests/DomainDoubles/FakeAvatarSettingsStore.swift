import Domain

/// The `AvatarSettingsStore` double: the settings in memory, every save recorded.
public actor FakeAvatarSettingsStore: AvatarSettingsStore {
    /// The settings kept, by avatar id.
    public private(set) var all: [String: AvatarSettings]
    /// Every save, in order.
    public private(set) var saves: [(avatarID: String, settings: AvatarSettings)] = []

    /// What every update throws, if set: a database that cannot be written.
    private let updateFailure: DomainError?

    public init(_ all: [String: AvatarSettings] = [:], updateFailure: DomainError? = nil) {
        self.all = all
        self.updateFailure = updateFailure
    }

    public func settings(for avatarID: String) -> AvatarSettings { all[avatarID] ?? AvatarSettings() }

    public func ownPrompts() -> [String: String] { all.compactMapValues(\.systemPrompt) }

    public func update(for avatarID: String, _ change: @escaping @Sendable (AvatarSettings) -> AvatarSettings) throws -> AvatarSettings {
        if let updateFailure { throw updateFailure }
        let changed = change(settings(for: avatarID))
        saves.append((avatarID, changed))
        all[avatarID] = changed.isDefault ? nil : changed
        return changed
    }
}
