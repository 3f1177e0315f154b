import Domain
import Foundation

/// An avatar as stored in avatars.json. Every field is optional so the mapper can say what is missing.
struct AvatarRecord: Codable, Equatable {
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

/// Turns avatar records into avatars, dating them back from the launch time.
struct AvatarMapper {
    /// The file the records come from.
    static let fileName = "avatars.json"
    /// The instant ages are measured back from.
    let launchedAt: Date

    /// The avatar the record describes; throws when a field is missing or invalid.
    func avatar(from record: AvatarRecord) throws(RecordRejection) -> Avatar {
        Avatar(
            id: try RecordField.text(record.id, "id"),
            name: try RecordField.text(record.name, "name"),
            character: try RecordField.choice(
                record.character, "character", as: CharacterOption.self, label: "character option"),
            action: try RecordField.text(record.action, "action"),
            location: try RecordField.text(record.location, "location"),
            author: try RecordField.text(record.author, "author"),
            createdAt: try RecordField.date(
                ageOf: record.createdDaysAgo, "created_days_ago", unit: 86_400, before: launchedAt),
            popularity: try RecordField.count(record.popularity, "popularity")
        )
    }
}
