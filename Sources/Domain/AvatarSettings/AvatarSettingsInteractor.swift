import Foundation

/// The rules of an avatar's settings sheet: what the form's texts may hold, and saving them.
public struct AvatarSettingsInteractor: Sendable {
    /// The longest system prompt, in characters.
    public static let maxPromptLength = 8_000
    /// The temperatures OpenAI-compatible servers accept.
    public static let temperatures = 0.0...2.0
    public static let maxTokensRange = 1...1_000_000

    private let avatars: any AvatarService
    private let store: any AvatarSettingsStore

    public init(avatars: any AvatarService, store: any AvatarSettingsStore) {
        self.avatars = avatars
        self.store = store
    }

    /// Throws `DomainError.notFound` when no avatar has the id.
    public func avatar(id: String) async throws -> Avatar {
        try await avatars.avatar(id: id)
    }

    /// True once no avatar has the avatar's id (deleted in another aichats, say); one that
    /// cannot be looked up for another reason counts as there.
    public func isGone(_ avatar: Avatar) async -> Bool {
        await DomainError.isGone { _ = try await avatars.avatar(id: avatar.id) }
    }

    public func settings(for avatar: Avatar) async throws -> AvatarSettings {
        try await store.settings(for: avatar.id)
    }

    /// Removes the avatar's model: its chats that pick none answer with the default backend.
    /// Returns the settings as stored.
    public func clearModel(for avatarID: String) async throws -> AvatarSettings {
        try await store.update(for: avatarID) { stored in
            var changed = stored
            changed.model = nil
            return changed
        }
    }

    /// Checks the form's texts and saves the fields they change from `original` (what the form
    /// loaded); the others keep what is stored, which another aichats may have changed meanwhile.
    /// Returns the settings as stored. A blank prompt, or the built one, means the built one; a
    /// blank temperature or max tokens means the backend's own. Throws `DomainError.invalidInput`
    /// saying which field is wrong; nothing is saved then.
    @discardableResult
    public func save(
        prompt: String, temperature: String, maxTokens: String, over original: AvatarSettings, for avatar: Avatar
    ) async throws -> AvatarSettings {
        let edited = try Self.settings(prompt: prompt, temperature: temperature, maxTokens: maxTokens, for: avatar)
        return try await store.update(for: avatar.id) { $0.merging(edited, over: original) }
    }

    /// The settings the form's texts make, or why they make none.
    public static func settings(prompt: String, temperature: String, maxTokens: String, for avatar: Avatar) throws
        -> AvatarSettings
    {
        let prompt = prompt.trimmingCharacters(in: .whitespacesAndNewlines)
        guard prompt.count <= maxPromptLength else {
            throw DomainError.invalidInput("The system prompt is longer than \(maxPromptLength) characters")
        }
        let own = prompt.isEmpty || prompt == SystemPrompt.text(for: avatar) ? nil : prompt
        return AvatarSettings(
            systemPrompt: own,
            temperature: try number(
                temperature, in: temperatures, else: "Temperature is a number from 0 to 2, or empty for the backend's own"),
            maxTokens: try number(
                maxTokens, in: maxTokensRange,
                else: "Max tokens is a whole number from 1 to 1000000, or empty for the backend's own"))
    }

    /// Nil for a blank field; throws `DomainError.invalidInput` with `message` for text that is
    /// no number in the range.
    private static func number<Number: LosslessStringConvertible & Comparable>(
        _ text: String, in range: ClosedRange<Number>, else message: String
    ) throws -> Number? {
        let text = text.trimmingCharacters(in: .whitespaces)
        if text.isEmpty { return nil }
        guard let value = Number(text), range.contains(value) else { throw DomainError.invalidInput(message) }
        return value
    }
}
