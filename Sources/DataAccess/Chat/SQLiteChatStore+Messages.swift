import Domain
import Foundation
import GRDB

extension SQLiteChatStore {
    public func append(_ message: ChatMessage, to chatID: UUID) async throws -> ChatMessage {
        try await database.write { db in
            guard let stored = try Self.insert([message], into: chatID, db).first else { throw DomainError.storage(.failed) }
            return stored
        }
    }

    public func append(contentsOf messages: [ChatMessage], to chatID: UUID) async throws {
        _ = try await database.write { db in try Self.insert(messages, into: chatID, db) }
    }

    /// Inserts the messages (each in `group` when given) and moves the chat's `modifiedAt`
    /// forward to the newest one's time.
    static func insert(_ messages: [ChatMessage], into chatID: UUID, group: String? = nil, _ db: Database) throws
        -> [ChatMessage]
    {
        guard var modifiedAt = try ChatRecord.fetchOne(db, key: chatID.uuidString)?.chat.modifiedAt.storedValue else {
            throw DomainError.chatGone
        }
        return try messages.map { message in
            let record = MessageRecord(message, chatID: chatID, group: group)
            try record.insert(db)
            if message.role == .user {
                // The chat's default title comes from the first message the user sends in it.
                try db.execute(sql: "UPDATE chat SET openingText = substr(?, 1, ?) WHERE id = ? AND openingText IS NULL",
                               arguments: [record.text, ChatTitle.openingLength, chatID.uuidString])
            }
            if record.sentAt > modifiedAt {
                modifiedAt = record.sentAt
                try db.execute(sql: "UPDATE chat SET modifiedAt = ? WHERE id = ?", arguments: [modifiedAt, chatID.uuidString])
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

    public func updateReply(_ message: ChatMessage) async throws {
        let record = MessageRecord(message, chatID: UUID())
        try await database.write { db in
            try db.execute(
                sql: "UPDATE message SET text = ?, state = ?, model = ?, reasoning = ?, failureReason = ? WHERE id = ?",
                arguments: [record.text, record.state, record.model, record.reasoning, record.failureReason, record.id])
            if db.changesCount == 0 { throw DomainError.chatGone }
        }
    }

    public func replyEnded(_ messageID: UUID, at time: Date) async throws {
        try await database.write { db in
            try db.execute(
                sql: "UPDATE chat SET modifiedAt = max(modifiedAt, ?) WHERE id = (SELECT chatId FROM message WHERE id = ?)",
                arguments: [time.storedValue, messageID.uuidString])
        }
    }

    public func messages(in chatID: UUID, before: UUID?, limit: Int) async throws -> [ChatMessage] {
        guard limit > 0 else { return [] }
        return try await database.read { db in try Self.page(db, in: chatID, from: before, older: true, limit: limit) }
    }

    public func messageCount(in chatID: UUID) async throws -> Int {
        try await database.read { db in
            try Int.fetchOne(db, sql: "SELECT \(Self.shownCount("?"))", arguments: [chatID.uuidString, chatID.uuidString]) ?? 0
        }
    }
}
