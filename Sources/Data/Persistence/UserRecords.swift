import Domain
import Foundation
import GRDB

/// A row of `userAvatar`: an avatar the user made.
struct UserAvatarRecord: FetchableRecord, PersistableRecord {
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
        name = avatar.name
        character = avatar.character.rawValue
        action = avatar.action
        location = avatar.location
        author = avatar.author
        createdAt = avatar.createdAt.storedValue
    }

    init(row: Row) throws {
        id = row["id"]
        name = row["name"]
        character = row["character"]
        action = row["action"]
        location = row["location"]
        author = row["author"]
        createdAt = row["createdAt"]
    }

    func encode(to container: inout PersistenceContainer) throws {
        container["id"] = id
        container["name"] = name
        container["character"] = character
        container["action"] = action
        container["location"] = location
        container["author"] = author
        container["createdAt"] = createdAt
    }

    func avatar() throws -> Avatar {
        guard let option = CharacterOption(rawValue: character) else { throw unreadable("character '\(character)'") }
        return Avatar(
            id: id, name: name, character: option, action: action, location: location, author: author,
            createdAt: Date(storedValue: createdAt), popularity: 0, isUserMade: true)
    }
}

/// A row of `articleState`: when an article was read and bookmarked.
struct ArticleStateRecord: FetchableRecord, PersistableRecord {
    static let databaseTableName = "articleState"

    var articleID: String
    var readAt: Double?
    var bookmarkedAt: Double?

    init(row: Row) throws {
        articleID = row["articleId"]
        readAt = row["readAt"]
        bookmarkedAt = row["bookmarkedAt"]
    }

    func encode(to container: inout PersistenceContainer) throws {
        container["articleId"] = articleID
        container["readAt"] = readAt
        container["bookmarkedAt"] = bookmarkedAt
    }

    var marks: ArticleMarks {
        ArticleMarks(readAt: readAt.map(Date.init(storedValue:)), bookmarkedAt: bookmarkedAt.map(Date.init(storedValue:)))
    }
}
