import Domain
import Foundation
import GRDB

/// A row of `message`. `seq` is assigned on insert and orders messages sent at the same instant
/// and the versions of a reply. Its texts are cleaned (`UntrustedText`) both ways: what is
/// stored is clean, and so is what is read, whoever wrote the file.
struct MessageRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "message"

    var seq: Int64?
    var id: String
    var chatID: String
    var role: String
    var text: String
    var sentAt: Double
    var state: String
    var model: String?
    var reasoning: String
    var failureReason: String?
    /// The id of the group's first version (see `ChatSchemaV6`); nil only in rows of other programs.
    var versionGroup: String?
    var shown: Bool

    enum CodingKeys: String, CodingKey {
        case seq, id, chatID = "chatId", role, text, sentAt, state, model, reasoning, failureReason, versionGroup, shown
    }

    /// A new row for `message`, the first version of its own group unless `group` is given.
    init(_ message: ChatMessage, chatID: UUID, group: String? = nil) {
        seq = nil
        id = message.id.uuidString
        self.chatID = chatID.uuidString
        role = message.role.rawValue
        text = UntrustedText.clean(message.text)
        sentAt = message.sentAt.storedValue
        state = message.state.rawValue
        model = message.model.map(UntrustedText.clean)
        reasoning = UntrustedText.clean(message.reasoning)
        failureReason = message.failureReason.map(UntrustedText.clean)
        versionGroup = group ?? id
        shown = true
    }

    var group: String { versionGroup ?? id }

    func message(versionNumber: Int = 1, versionCount: Int = 1) throws -> ChatMessage {
        guard let uuid = UUID(uuidString: id) else { throw unreadable("message id '\(id)'") }
        guard let role = ChatRole(rawValue: role) else { throw unreadable("message role '\(role)'") }
        guard let state = MessageState(rawValue: state) else { throw unreadable("message state '\(state)'") }
        return ChatMessage(
            id: uuid, role: role, text: UntrustedText.clean(text), sentAt: Date(storedValue: sentAt), state: state,
            model: model.map(UntrustedText.clean), reasoning: UntrustedText.clean(reasoning),
            failureReason: failureReason.map(UntrustedText.clean), versionNumber: versionNumber,
            versionCount: max(versionCount, versionNumber))
    }
}

extension MessageRecord {
    /// The columns of `message m` with the version's number and the group's size: read the
    /// rows with `withVersions(_:)`.
    static let selectWithVersions = """
        SELECT m.*,
               (SELECT count(*) FROM message v WHERE v.versionGroup = m.versionGroup AND v.seq <= m.seq) AS versionNumber,
               (SELECT count(*) FROM message v WHERE v.versionGroup = m.versionGroup) AS versionCount
        FROM message m
        """

    /// The message of a row read with `selectWithVersions`.
    static func withVersions(_ row: Row) throws -> ChatMessage {
        try MessageRecord(row: row).message(versionNumber: row["versionNumber"] ?? 1, versionCount: row["versionCount"] ?? 1)
    }
}
