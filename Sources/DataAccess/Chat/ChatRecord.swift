import Domain
import Foundation
import GRDB

/// A row of `chat`. The properties are the columns (`avatarID` is `avatarId`).
struct ChatRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "chat"

    var id: String
    var avatarID: String
    var createdAt: Double
    var modifiedAt: Double
    var lastViewedAt: Double?

    enum CodingKeys: String, CodingKey {
        case id, avatarID = "avatarId", createdAt, modifiedAt, lastViewedAt
    }

    init(_ chat: Chat) {
        id = chat.id.uuidString
        avatarID = chat.avatarID
        createdAt = chat.createdAt.storedValue
        modifiedAt = chat.modifiedAt.storedValue
        lastViewedAt = chat.lastViewedAt?.storedValue
    }

    func chat() throws -> Chat {
        guard let uuid = UUID(uuidString: id) else { throw unreadable("chat id '\(id)'") }
        return Chat(
            id: uuid, avatarID: avatarID, createdAt: Date(storedValue: createdAt),
            modifiedAt: Date(storedValue: modifiedAt), lastViewedAt: lastViewedAt.map(Date.init(storedValue:)))
    }
}
