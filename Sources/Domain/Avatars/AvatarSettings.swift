import Foundation

/// How the user changed the way an avatar answers; a nil field keeps the default.
public struct AvatarSettings: Sendable, Hashable {
    /// The user's own system prompt; nil for the one built from the avatar's character, activity
    /// and place (`SystemPrompt.text(for:)`), which follows the traits if they change.
    public var systemPrompt: String?
    /// Overrides the backend's temperature.
    public var temperature: Double?
    /// Overrides the backend's `max_tokens`.
    public var maxTokens: Int?

    public init(systemPrompt: String? = nil, temperature: Double? = nil, maxTokens: Int? = nil) {
        self.systemPrompt = systemPrompt
        self.temperature = temperature
        self.maxTokens = maxTokens
    }

    /// True when nothing is changed: the store keeps no row for it.
    public var isDefault: Bool { systemPrompt == nil && temperature == nil && maxTokens == nil }

    /// The system prompt the avatar answers with: the user's own, else the built one.
    public func prompt(for avatar: Avatar) -> String { systemPrompt ?? SystemPrompt.text(for: avatar) }
}

extension AvatarSettings {
    /// These settings (as stored now) with each field that `edited` changes from `original` (what
    /// the form loaded): a field the user left alone keeps what another aichats may have saved
    /// meanwhile.
    public func merging(_ edited: AvatarSettings, over original: AvatarSettings) -> AvatarSettings {
        AvatarSettings(
            systemPrompt: edited.systemPrompt == original.systemPrompt ? systemPrompt : edited.systemPrompt,
            temperature: edited.temperature == original.temperature ? temperature : edited.temperature,
            maxTokens: edited.maxTokens == original.maxTokens ? maxTokens : edited.maxTokens)
    }
}
