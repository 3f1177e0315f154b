import Foundation

/// Making a new avatar from a name, a character option, an action and a location.
public struct CreateAvatarInteractor: Sendable {
    /// The longest name, in characters.
    public static let maxNameLength = 32
    /// The longest action or location, in characters.
    public static let maxPhraseLength = 48

    private let avatars: any AvatarService
    private let store: any UserAvatarStore
    private let profiles: any ProfileService
    private let clock: NowProvider

    /// `avatars` is every avatar, the catalog's and the user's, whose names a new one must not take.
    public init(avatars: any AvatarService, store: any UserAvatarStore, profiles: any ProfileService, clock: NowProvider) {
        self.avatars = avatars
        self.store = store
        self.profiles = profiles
        self.clock = clock
    }

    /// Validates the fields, saves the avatar (authored by the profile's name, or "You" for a
    /// guest) and returns it. A name another avatar has is refused (`AvatarName`).
    public func create(name: String, character: CharacterOption, action: String, location: String) async throws
        -> Avatar
    {
        let name = try Self.field(name, "a name", max: Self.maxNameLength)
        try AvatarName.checkUnique(name, among: try await avatars.allAvatars().items)
        let avatar = Avatar(
            id: "user-" + UUID().uuidString.lowercased(),
            name: name,
            character: character,
            action: try Self.field(action, "what it is doing", max: Self.maxPhraseLength),
            location: try Self.field(location, "where it is", max: Self.maxPhraseLength),
            author: try await profiles.currentProfile()?.name ?? "You",
            createdAt: clock.now(), popularity: 0, isUserMade: true)
        try await store.save(avatar)
        return avatar
    }

    /// The text on one line without surrounding spaces; throws when it is empty or too long.
    static func field(_ text: String, _ what: String, max: Int) throws -> String {
        let trimmed = text.split(whereSeparator: \.isNewline).joined(separator: " ")
            .trimmingCharacters(in: .whitespaces)
        guard !VisibleText.isEmpty(trimmed) else { throw DomainError.invalidInput("enter \(what)") }
        guard trimmed.count <= max else { throw DomainError.invalidInput("\(what) has at most \(max) characters") }
        return trimmed
    }
}
