import Domain
import Foundation
import GRDB

extension SQLiteChatStore {
    /// Pages forward from `after` (or from the chat's first message), as `messages(in:before:limit:)`
    /// pages back: both walk the `message_on_chatId_sentAt` index, so a page costs the same
    /// anywhere in a chat of thousands of messages.
    public func messages(in chatID: UUID, after: UUID?, limit: Int) async throws -> [ChatMessage] {
        guard limit > 0 else { return [] }
        return try await database.read { db in try Self.page(db, in: chatID, from: after, older: false, limit: limit) }
    }

    /// Up to `limit` of the chat's shown messages next to `cursor` (without it, from the chat's
    /// newest or first message), toward older or newer ones; oldest first either way.
    static func page(_ db: Database, in chatID: UUID, from cursor: UUID?, older: Bool, limit: Int) throws -> [ChatMessage] {
        let (beyond, order) = older ? ("<", " DESC") : (">", "")
        var condition = "m.chatId = ? AND m.shown"
        var arguments: StatementArguments = [chatID.uuidString]
        if let cursor {
            guard
                let record = try MessageRecord.filter(Column("id") == cursor.uuidString).fetchOne(db),
                record.chatID == chatID.uuidString, let seq = record.seq
            else { throw DomainError.notFound("message \(cursor.uuidString) in chat \(chatID.uuidString)") }
            condition += " AND (m.sentAt \(beyond) ? OR (m.sentAt = ? AND m.seq \(beyond) ?))"
            arguments += [record.sentAt, record.sentAt, seq]
        }
        arguments += [limit]
        let rows = try Row.fetchAll(db, sql: MessageRecord.selectWithVersions + """

            WHERE \(condition) ORDER BY m.sentAt\(order), m.seq\(order) LIMIT ?
            """, arguments: arguments)
        return try (older ? rows.reversed() : rows).map(MessageRecord.withVersions)
    }
}
