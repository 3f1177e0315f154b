import Domain
import Foundation
import GRDB

/// Dates as the schema stores them: seconds since 2001-01-01 UTC, exact both ways.
extension Date {
    var storedValue: Double { timeIntervalSinceReferenceDate }

    init(storedValue: Double) { self.init(timeIntervalSinceReferenceDate: storedValue) }
}

/// A stored value that this build cannot read, such as an unknown colour.
func unreadable(_ what: String) -> DomainError {
    .unavailable("\(what) in the database")
}

// Text goes through `UntrustedText` both ways: what is stored is clean, and so is what is read,
// whoever wrote the file.

/// A row of `profile`.
struct ProfileRecord: FetchableRecord, PersistableRecord {
    static let databaseTableName = "profile"
    /// The only row's id.
    static let singleID: Int64 = 1

    var name: String
    var color: String
    var createdAt: Double
    var onboardingDone: Bool

    init(_ profile: Profile, onboardingDone: Bool) {
        name = UntrustedText.clean(profile.name)
        color = profile.color.rawValue
        createdAt = profile.createdAt.storedValue
        self.onboardingDone = onboardingDone
    }

    init(row: Row) throws {
        name = row["name"]
        color = row["color"]
        createdAt = row["createdAt"]
        onboardingDone = row["onboardingDone"]
    }

    func encode(to container: inout PersistenceContainer) throws {
        container["id"] = Self.singleID
        container["name"] = name
        container["color"] = color
        container["createdAt"] = createdAt
        container["onboardingDone"] = onboardingDone
    }

    func profile() throws -> Profile {
        guard let color = ProfileColor(rawValue: color) else { throw unreadable("profile colour '\(color)'") }
        return Profile(name: UntrustedText.clean(name), color: color, createdAt: Date(storedValue: createdAt))
    }
}

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

/// A row of `message`. `seq` is assigned on insert and orders messages sent at the same instant.
struct MessageRecord: FetchableRecord, PersistableRecord {
    static let databaseTableName = "message"

    var seq: Int64?
    var id: String
    var chatID: String
    var role: String
    var text: String
    var sentAt: Double
    var state: String

    init(_ message: ChatMessage, chatID: UUID) {
        seq = nil
        id = message.id.uuidString
        self.chatID = chatID.uuidString
        role = message.role.rawValue
        text = UntrustedText.clean(message.text)
        sentAt = message.sentAt.storedValue
        state = message.state.rawValue
    }

    /// Reads the columns, optionally under a prefix (`m.` columns selected as `m_id`, `m_role`, …).
    init(row: Row, prefix: String) throws {
        seq = row[prefix + "seq"]
        id = row[prefix + "id"]
        chatID = row[prefix + "chatId"]
        role = row[prefix + "role"]
        text = row[prefix + "text"]
        sentAt = row[prefix + "sentAt"]
        state = row[prefix + "state"]
    }

    init(row: Row) throws { try self.init(row: row, prefix: "") }

    func encode(to container: inout PersistenceContainer) throws {
        container["seq"] = seq
        container["id"] = id
        container["chatId"] = chatID
        container["role"] = role
        container["text"] = text
        container["sentAt"] = sentAt
        container["state"] = state
    }

    func message() throws -> ChatMessage {
        guard let uuid = UUID(uuidString: id) else { throw unreadable("message id '\(id)'") }
        guard let role = ChatRole(rawValue: role) else { throw unreadable("message role '\(role)'") }
        guard let state = MessageState(rawValue: state) else { throw unreadable("message state '\(state)'") }
        return ChatMessage(
            id: uuid, role: role, text: UntrustedText.clean(text), sentAt: Date(storedValue: sentAt), state: state)
    }
}
