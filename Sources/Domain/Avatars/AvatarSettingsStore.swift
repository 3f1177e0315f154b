import Foundation

/// Keeps each avatar's settings (the catalog's avatars and the ones the user made), by avatar id.
public protocol AvatarSettingsStore: Sendable {
    /// The avatar's settings; the defaults when it has none.
    func settings(for avatarID: String) async throws -> AvatarSettings
    /// Replaces the avatar's settings; the defaults remove them.
    func save(_ settings: AvatarSettings, for avatarID: String) async throws
}
