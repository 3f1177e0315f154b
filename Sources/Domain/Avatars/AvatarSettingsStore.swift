import Foundation

/// Keeps each avatar's settings (the catalog's avatars and the ones the user made), by avatar id.
public protocol AvatarSettingsStore: Sendable {
    /// The avatar's settings; the defaults when it has none.
    func settings(for avatarID: String) async throws -> AvatarSettings
    /// Every avatar's own system prompt, by avatar id; avatars with the built one are left out
    /// (their descriptions follow them: `Avatar.ownPrompt`).
    func ownPrompts() async throws -> [String: String]
    /// Reads the avatar's settings, stores what `change` makes of them and returns that, in one
    /// step: another aichats on the same data folder cannot write in between. The defaults remove
    /// them.
    @discardableResult
    func update(for avatarID: String, _ change: @escaping @Sendable (AvatarSettings) -> AvatarSettings) async throws
        -> AvatarSettings
}

extension AvatarSettingsStore {
    /// Replaces the avatar's settings; the defaults remove them.
    public func save(_ settings: AvatarSettings, for avatarID: String) async throws {
        try await update(for: avatarID) { _ in settings }
    }
}
