import Domain
import Foundation
import GRDB

extension SQLiteChatStore {
    /// Reads every shown message through `TextSearchFunction` (SQLite's LIKE folds the case of
    /// ASCII only); 10,000 messages of 200 characters take 0.1–0.2 s here (`SQLiteChatSearchTests`).
    public func search(_ query: String, limit: Int) async throws -> [ChatSearchHit] {
        let needle = query.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !needle.isEmpty, limit > 0 else { return [] }
        return try await database.read { db in
            let rows = try Row.fetchAll(db, sql: MessageRecord.selectWithVersions + """

                WHERE m.shown AND \(TextSearchFunction.name)(m.text, ?)
                ORDER BY m.sentAt DESC, m.seq DESC LIMIT ?
                """, arguments: [needle, limit])
            let chatIDs = Set(try rows.map { try $0.decode(String.self, forColumn: "chatId") })
            let chats = try ChatRecord.fetchAll(db, keys: Array(chatIDs))
            let byID = Dictionary(chats.map { ($0.chat.id, $0.chat) }, uniquingKeysWith: { first, _ in first })
            return try rows.compactMap { row in
                guard let chatID = UUID(uuidString: try row.decode(forColumn: "chatId")), let chat = byID[chatID] else {
                    return nil
                }
                return ChatSearchHit(chat: chat, message: try MessageRecord.withVersions(row), query: needle)
            }
        }
    }

    /// Reads the chat's shown texts one row at a time and keeps only the counts: a chat of 5,000
    /// messages is searched without holding them (12 s when Ctrl-F loaded them page by page).
    public func occurrences(of query: String, in chatID: UUID) async throws -> [MessageOccurrences] {
        guard !query.isEmpty else { return [] }
        return try await database.read { db in
            let rows = try Row.fetchCursor(db, sql: """
                SELECT id, text FROM message WHERE chatId = ? AND shown ORDER BY sentAt, seq
                """, arguments: [chatID.uuidString])
            var found: [MessageOccurrences] = []
            while let row = try rows.next() {
                let count = MessageOccurrences.count(of: query, in: UntrustedText.clean(row["text"] ?? ""))
                guard count > 0, let id = UUID(uuidString: row["id"] ?? "") else { continue }
                found.append(MessageOccurrences(messageID: id, count: count))
            }
            return found
        }
    }
}
