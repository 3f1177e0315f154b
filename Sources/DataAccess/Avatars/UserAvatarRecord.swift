import Domain
import Foundation
import GRDB

/// A row of `userAvatar`: an avatar the user made, written from and read into the `Avatar` it
/// wraps. Text is cleaned (`UntrustedText`) both ways.
struct UserAvatarRecord: FetchableRecord, PersistableRecord {
    static let databaseTableName = "userAvatar"

    let avatar: Avatar

    func encode(to container: inout PersistenceContainer) {
        container["id"] = avatar.id
        container["name"] = UntrustedText.clean(avatar.name)
        container["character"] = avatar.character.rawValue
        container["action"] = UntrustedText.clean(avatar.action)
        container["location"] = UntrustedText.clean(avatar.location)
        container["author"] = UntrustedText.clean(avatar.author)
        container["createdAt"] = avatar.createdAt.storedValue
    }
}

// In an extension, so that Swift keeps the memberwise `init(avatar:)`.
extension UserAvatarRecord {
    /// Reads with `decode`, which throws on a value it cannot convert where a subscript would
    /// stop the app.
    init(row: Row) throws {
        let character: String = try row.decode(forColumn: "character")
        guard let option = CharacterOption(rawValue: character) else { throw unreadable("character '\(character)'") }
        avatar = Avatar(
            id: try row.decode(forColumn: "id"), name: UntrustedText.clean(try row.decode(forColumn: "name")),
            character: option, action: UntrustedText.clean(try row.decode(forColumn: "action")),
            location: UntrustedText.clean(try row.decode(forColumn: "location")),
            author: UntrustedText.clean(try row.decode(forColumn: "author")),
            createdAt: Date(storedValue: try row.decode(forColumn: "createdAt")), popularity: 0, isUserMade: true)
    }
}
