import Domain
import Foundation

/// An avatar as stored in avatars.json.
struct AvatarRecord: CatalogRecord {
    var id: String?
    var name: String?
    var character: String?
    var action: String?
    var location: String?
    var author: String?
    var createdDaysAgo: Int?
    var popularity: Int?

    enum CodingKeys: String, CodingKey {
        case id, name, character, action, location, author, popularity
        case createdDaysAgo = "created_days_ago"
    }
}

extension AvatarRecord {
    static let fileName = "avatars.json"

    func item(launchedAt: Date) throws(RecordRejection) -> Avatar {
        Avatar(
            id: try RecordField.text(id, "id"),
            name: try RecordField.text(name, "name"),
            character: try RecordField.choice(character, "character", as: CharacterOption.self, label: "character option"),
            action: try RecordField.text(action, "action"),
            location: try RecordField.text(location, "location"),
            author: try RecordField.text(author, "author"),
            createdAt: try RecordField.date(ageOf: createdDaysAgo, "created_days_ago", unit: 86_400, before: launchedAt),
            popularity: try RecordField.count(popularity, "popularity")
        )
    }
}
