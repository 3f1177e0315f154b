import Domain
import Foundation
import GRDB

extension SQLiteChatStore {
    /// Pages forward from `after` (or from the chat's first message), as `messages(in:before:limit:)`
    /// pages back: both walk the `message_on_chatId_sentAt` index, so a page costs the same
    /// anywhere in a chat of thousands of messages.
    public func messages(in chatID: UUID, after: UUID?, limit: Int) async throws -> [ChatMessage] {
        guard limit > 0 else { return [] }
        return try await database.read { db in
            let rows: [Row]
            if let after {
                guard
                    let cursor = try MessageRecord.filter(Column("id") == after.uuidString).fetchOne(db),
                    cursor.chatID == chatID.uuidString, let seq = cursor.seq
                else { throw DomainError.notFound("message \(after.uuidString) in chat \(chatID.uuidString)") }
                rows = try Row.fetchAll(db, sql: MessageRecord.selectWithVersions + """

                    WHERE m.chatId = ? AND m.shown AND (m.sentAt > ? OR (m.sentAt = ? AND m.seq > ?))
                    ORDER BY m.sentAt, m.seq LIMIT ?
                    """, arguments: [chatID.uuidString, cursor.sentAt, cursor.sentAt, seq, limit])
            } else {
                rows = try Row.fetchAll(db, sql: MessageRecord.selectWithVersions + """

                    WHERE m.chatId = ? AND m.shown ORDER BY m.sentAt, m.seq LIMIT ?
                    """, arguments: [chatID.uuidString, limit])
            }
            return try rows.map(MessageRecord.withVersions)
        }
    }
}
