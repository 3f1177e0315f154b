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

    public init(
        id: String, name: String, character: CharacterOption, action: String, location: String,
        author: String, createdAt: Date, popularity: Int, isUserMade: Bool = false
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
    }

    public func withPopularity(_ count: Int) -> Avatar {
        Avatar(id: id, name: name, character: character, action: action, location: location, author: author,
               createdAt: createdAt, popularity: count, isUserMade: isUserMade)
    }

    /// A sentence built from the traits, such as "A cat that is sleeping in the park".
    public var description: String {
        "\(character.indefiniteArticle) \(character.noun) that is \(action) \(placePhrase)"
    }
}
