import Foundation

/// An AI chat persona that the user can browse and talk to.
public struct Avatar: Sendable, Hashable, Identifiable {
    public let id: String
    public let name: String
    public let character: CharacterOption
    /// What the avatar is doing ("sleeping").
    public let action: String
    /// Where the avatar is ("in the park").
    public let location: String
    public let author: String
    public let createdAt: Date
    /// How many times people opened a chat with it.
    public let popularity: Int
    /// True for an avatar the user made in this app, false for one from the catalog.
    public let isUserMade: Bool
    /// The user's own system prompt (its settings'), which its description then follows; nil
    /// for the one built from its traits. Set by the avatar service, not stored with the avatar.
    public let ownPrompt: String?

    public init(
        id: String, name: String, character: CharacterOption, action: String, location: String,
        author: String, createdAt: Date, popularity: Int, isUserMade: Bool = false, ownPrompt: String? = nil
    ) {
        self.id = id
        self.name = name
        self.character = character
        self.action = action
        self.location = location
        self.author = author
        self.createdAt = createdAt
        self.popularity = popularity
        self.isUserMade = isUserMade
        self.ownPrompt = ownPrompt
    }

    public func withPopularity(_ count: Int) -> Avatar {
        Avatar(id: id, name: name, character: character, action: action, location: location, author: author,
               createdAt: createdAt, popularity: count, isUserMade: isUserMade, ownPrompt: ownPrompt)
    }

    /// The avatar with the user's own system prompt (nil: the built one).
    public func withOwnPrompt(_ prompt: String?) -> Avatar {
        Avatar(id: id, name: name, character: character, action: action, location: location, author: author,
               createdAt: createdAt, popularity: popularity, isUserMade: isUserMade, ownPrompt: prompt)
    }
}
