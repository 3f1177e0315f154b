import Foundation

/// Making a new avatar from a name, a character option, what it is doing and where, all but the
/// name optional, and the user's own system prompt, if any.
public struct CreateAvatarInteractor: Sendable {
    /// The longest name, in characters.
    public static let maxNameLength = 32
    /// The longest action or location, in characters.
    public static let maxPhraseLength = 48
    /// How a refusal of what the avatar is doing, or of where it is, begins: the forms move the
    /// focus to the field it names.
    public static let actionLabel = "What it is doing", locationLabel = "Where it is"

    private let avatars: any AvatarService
    private let store: any UserAvatarStore
    private let settings: any AvatarSettingsStore
    private let profiles: any ProfileService
    private let clock: NowProvider

    /// `avatars` is every avatar, the catalog's and the user's, whose names a new one must not
    /// take; `settings` keeps a prompt typed in the form, as Avatar settings would.
    public init(
        avatars: any AvatarService, store: any UserAvatarStore, settings: any AvatarSettingsStore,
        profiles: any ProfileService, clock: NowProvider
    ) {
        self.avatars = avatars
        self.store = store
        self.settings = settings
        self.profiles = profiles
        self.clock = clock
    }

    /// Validates the fields, saves the avatar (authored by the profile's name, or "You" for a
    /// guest) with `prompt` as its own system prompt unless it is blank, and returns it. A name
    /// another avatar has is refused (`AvatarName`). Doing and where may be empty.
    public func create(name: String, character: CharacterOption, action: String, location: String, prompt: String = "")
        async throws -> Avatar
    {
        let name = try Self.field(name, "a name", max: Self.maxNameLength)
        try AvatarName.checkUnique(name, among: try await avatars.allAvatars().items)
        let made = Avatar(
            id: "user-" + UUID().uuidString.lowercased(),
            name: name,
            character: character,
            action: try Self.optionalField(action, Self.actionLabel, max: Self.maxPhraseLength),
            location: try Self.optionalField(location, Self.locationLabel, max: Self.maxPhraseLength),
            author: try await profiles.currentProfile()?.name ?? "You",
            createdAt: clock.now(), popularity: 0, isUserMade: true)
        let own = try AvatarSettingsInteractor.settings(prompt: prompt, temperature: "", maxTokens: "", for: made).systemPrompt
        // The prompt is written first: an avatar saved without it would not be the one the user
        // asked for, and would keep the name. If the avatar then fails to save, the prompt is
        // left under an id nothing uses, and the form stays open with everything typed.
        if let own {
            try await settings.update(for: made.id) { stored in
                var changed = stored
                changed.systemPrompt = own
                return changed
            }
        }
        try await store.save(made)
        return own.map { made.withOwnPrompt($0) } ?? made
    }

    /// The text on one line without surrounding spaces; throws when it is empty or too long.
    static func field(_ text: String, _ what: String, max: Int) throws -> String {
        let trimmed = oneLine(text)
        guard !VisibleText.isEmpty(trimmed) else { throw DomainError.invalidInput("enter \(what)") }
        guard trimmed.count <= max else { throw DomainError.invalidInput("\(what) has at most \(max) characters") }
        return trimmed
    }

    /// The text on one line without surrounding spaces, "" when nothing in it shows; throws when
    /// it is too long.
    static func optionalField(_ text: String, _ what: String, max: Int) throws -> String {
        let trimmed = oneLine(text)
        guard !VisibleText.isEmpty(trimmed) else { return "" }
        guard trimmed.count <= max else { throw DomainError.invalidInput("\(what) has at most \(max) characters") }
        return trimmed
    }

    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ").trimmingCharacters(in: .whitespaces)
    }
}
