import Domain
import Foundation
import GRDB

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
