import Domain
import Foundation
import GRDB

/// A row of `message`. `seq` is assigned on insert and orders messages sent at the same instant.
/// Its text is cleaned (`UntrustedText`) both ways: what is stored is clean, and so is what is
/// read, whoever wrote the file.
struct MessageRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "message"

    var seq: Int64?
    var id: String
    var chatID: String
    var role: String
    var text: String
    var sentAt: Double
    var state: String

    enum CodingKeys: String, CodingKey {
        case seq, id, chatID = "chatId", role, text, sentAt, state
    }

    init(_ message: ChatMessage, chatID: UUID) {
        seq = nil
        id = message.id.uuidString
        self.chatID = chatID.uuidString
        role = message.role.rawValue
        text = UntrustedText.clean(message.text)
        sentAt = message.sentAt.storedValue
        state = message.state.rawValue
    }

    func message() throws -> ChatMessage {
        guard let uuid = UUID(uuidString: id) else { throw unreadable("message id '\(id)'") }
        guard let role = ChatRole(rawValue: role) else { throw unreadable("message role '\(role)'") }
        guard let state = MessageState(rawValue: state) else { throw unreadable("message state '\(state)'") }
        return ChatMessage(
            id: uuid, role: role, text: UntrustedText.clean(text), sentAt: Date(storedValue: sentAt), state: state)
    }
}
