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
    /// The backend and model a chat with the avatar answers with when the chat picked none
    /// (Ctrl-O): nil for the default backend; the model nil for the backend's own.
    public var model: ModelChoice?

    public init(systemPrompt: String? = nil, temperature: Double? = nil, maxTokens: Int? = nil, model: ModelChoice? = nil) {
        self.systemPrompt = systemPrompt
        self.temperature = temperature
        self.maxTokens = maxTokens
        self.model = model
    }

    /// True when nothing is changed: the store keeps no row for it.
    public var isDefault: Bool { systemPrompt == nil && temperature == nil && maxTokens == nil && model == nil }

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
            maxTokens: edited.maxTokens == original.maxTokens ? maxTokens : edited.maxTokens,
            model: edited.model == original.model ? model : edited.model)
    }
}

/// A backend and a model on it, as avatar settings keep them: the model nil for the backend's own.
public struct ModelChoice: Sendable, Hashable {
    public var backendName: String
    public var model: String?

    public init(backendName: String, model: String? = nil) {
        self.backendName = backendName
        self.model = model
    }
}
