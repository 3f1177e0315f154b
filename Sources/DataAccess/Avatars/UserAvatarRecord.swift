import Domain
import Foundation
import GRDB

/// A row of `userAvatar`: an avatar the user made. The properties are the columns; text is
/// cleaned (`UntrustedText`) both ways.
struct UserAvatarRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "userAvatar"

    var id: String
    var name: String
    var character: String
    var action: String
    var location: String
    var author: String
    var createdAt: Double

    init(_ avatar: Avatar) {
        id = avatar.id
        name = UntrustedText.clean(avatar.name)
        character = avatar.character.rawValue
        action = UntrustedText.clean(avatar.action)
        location = UntrustedText.clean(avatar.location)
        author = UntrustedText.clean(avatar.author)
        createdAt = avatar.createdAt.storedValue
    }

    func avatar() throws -> Avatar {
        guard let option = CharacterOption(rawValue: character) else { throw unreadable("character '\(character)'") }
        return Avatar(
            id: id, name: UntrustedText.clean(name), character: option, action: UntrustedText.clean(action),
            location: UntrustedText.clean(location), author: UntrustedText.clean(author),
            createdAt: Date(storedValue: createdAt), popularity: 0, isUserMade: true)
    }
}
