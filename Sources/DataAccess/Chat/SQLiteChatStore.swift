import Domain
import Foundation
import GRDB

/// Keeps chats and their messages in the app's database.
public final class SQLiteChatStore: ChatStore {
    let database: AppDatabase
    private let clock: NowProvider

    /// `clock` dates the chats it starts.
    public init(database: AppDatabase, clock: NowProvider = .system) {
        self.database = database
        self.clock = clock
    }

    public func chat(for avatarID: String) async throws -> Chat {
        let now = clock.now()
        return try await database.write { db in
            if let record = try ChatRecord.filter(Column("avatarId") == avatarID).fetchOne(db) {
                return try record.chat()
            }
            let chat = Chat(avatarID: avatarID, createdAt: now, modifiedAt: now)
            try ChatRecord(chat).insert(db)
            return chat
        }
    }

    public func chats() async throws -> [ChatSummary] {
        try await database.read { db in
            let rows = try Row.fetchAll(db, sql: """
                SELECT chat.*,
                       (SELECT count(*) FROM message WHERE chatId = chat.id) AS messageCount,
                       m.seq AS m_seq, m.id AS m_id, m.chatId AS m_chatId, m.role AS m_role,
                       m.text AS m_text, m.sentAt AS m_sentAt, m.state AS m_state
                FROM chat
                LEFT JOIN message m ON m.seq = (
                    SELECT seq FROM message WHERE chatId = chat.id ORDER BY sentAt DESC, seq DESC LIMIT 1)
                ORDER BY chat.modifiedAt DESC, chat.createdAt DESC, chat.avatarId
                """, adapter: ScopeAdapter([Self.lastMessage: RenameColumnAdapter { name in
                    name.hasPrefix("m_") ? String(name.dropFirst(2)) : ""
                }]))
            return try rows.map { row in
                let chat = try ChatRecord(row: row).chat()
                let last = row.scopes[Self.lastMessage]
                let lastSeq: Int64? = last?["seq"]
                return ChatSummary(
                    chat: chat, lastMessage: try last.flatMap { lastSeq == nil ? nil : try MessageRecord(row: $0).message() },
                    messageCount: row["messageCount"])
            }
        }
    }

    /// The scope of a `chats()` row that holds its newest message: the `m_` columns without
    /// their prefix (the others renamed away, so the chat's `id` is not the message's).
    private static let lastMessage = "lastMessage"

    public func append(_ message: ChatMessage, to chatID: UUID) async throws -> ChatMessage {
        try await database.write { db in
            guard let stored = try Self.insert([message], into: chatID, db).first else { throw DomainError.storage(.failed) }
            return stored
        }
    }

    public func append(contentsOf messages: [ChatMessage], to chatID: UUID) async throws {
        _ = try await database.write { db in try Self.insert(messages, into: chatID, db) }
    }

    /// Inserts the messages and moves the chat's `modifiedAt` forward to the newest one's time.
    private static func insert(_ messages: [ChatMessage], into chatID: UUID, _ db: Database) throws -> [ChatMessage] {
        guard var chat = try ChatRecord.fetchOne(db, key: chatID.uuidString) else {
            throw DomainError.notFound("chat \(chatID.uuidString)")
        }
        return try messages.map { message in
            let record = MessageRecord(message, chatID: chatID)
            try record.insert(db)
            if record.sentAt > chat.modifiedAt {
                chat.modifiedAt = record.sentAt
                try chat.update(db, columns: ["modifiedAt"])
            }
            return try record.message()
        }
    }

    /// Replaces the text (cleaned by `UntrustedText`) and state of a stored message.
    public func update(messageID: UUID, text: String, state: MessageState) async throws {
        let text = UntrustedText.clean(text)
        try await database.write { db in
            try db.execute(
                sql: "UPDATE message SET text = ?, state = ? WHERE id = ?",
                arguments: [text, state.rawValue, messageID.uuidString])
            if db.changesCount == 0 { throw DomainError.notFound("message \(messageID.uuidString)") }
        }
    }

    public func messages(in chatID: UUID, before: UUID?, limit: Int) async throws -> [ChatMessage] {
        guard limit > 0 else { return [] }
        return try await database.read { db in
            let records: [MessageRecord]
            if let before {
                guard
                    let cursor = try MessageRecord.filter(Column("id") == before.uuidString).fetchOne(db),
                    cursor.chatID == chatID.uuidString, let seq = cursor.seq
                else { throw DomainError.notFound("message \(before.uuidString) in chat \(chatID.uuidString)") }
                records = try MessageRecord.fetchAll(db, sql: """
                    SELECT * FROM message
                    WHERE chatId = ? AND (sentAt < ? OR (sentAt = ? AND seq < ?))
                    ORDER BY sentAt DESC, seq DESC LIMIT ?
                    """, arguments: [chatID.uuidString, cursor.sentAt, cursor.sentAt, seq, limit])
            } else {
                records = try MessageRecord.fetchAll(db, sql: """
                    SELECT * FROM message WHERE chatId = ? ORDER BY sentAt DESC, seq DESC LIMIT ?
                    """, arguments: [chatID.uuidString, limit])
            }
            return try records.reversed().map { try $0.message() }
        }
    }

    public func messageCount(in chatID: UUID) async throws -> Int {
        try await database.read { db in
            try MessageRecord.filter(Column("chatId") == chatID.uuidString).fetchCount(db)
        }
    }

    public func markViewed(_ chatID: UUID, through time: Date) async throws {
        try await database.write { db in
            try db.execute(
                sql: "UPDATE chat SET lastViewedAt = max(ifnull(lastViewedAt, ?1), ?1) WHERE id = ?2",
                arguments: [time.storedValue, chatID.uuidString])
        }
    }

    /// Deletes the chat and, through the foreign key, all its messages.
    public func deleteChat(_ chatID: UUID) async throws {
        _ = try await database.write { db in
            try ChatRecord.deleteOne(db, key: chatID.uuidString)
        }
    }
}
