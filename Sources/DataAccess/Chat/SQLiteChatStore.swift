import Domain
import Foundation
import GRDB

/// Keeps chats and their messages in the app's database (schema: `AppSchema`, `ChatSchemaV6`).
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
            let mains = ChatRecord.filter(Column("avatarId") == avatarID && Column("articleId") == nil)
            // `rowid` breaks a tie of times: the chat started last.
            if let record = try mains.order(Column("modifiedAt").desc, Column("createdAt").desc, Column.rowID.desc)
                .fetchOne(db)
            {
                return record.chat
            }
            let chat = Chat(avatarID: avatarID, createdAt: now, modifiedAt: now)
            try ChatRecord(chat: chat).insert(db)
            return chat
        }
    }

    public func newChat(for avatarID: String, about article: ArticleReference?) async throws -> Chat {
        let now = clock.now()
        return try await database.write { db in
            let chat = Chat(avatarID: avatarID, createdAt: now, modifiedAt: now, article: article)
            // As stored: with the article's title cleaned.
            return try ChatRecord(chat: chat).insertAndFetch(db).chat
        }
    }

    public func chats(with avatarID: String) async throws -> [Chat] {
        try await database.read { db in
            try ChatRecord.filter(Column("avatarId") == avatarID)
                .order(Column("modifiedAt").desc, Column("createdAt").desc, Column.rowID.desc).fetchAll(db).map(\.chat)
        }
    }

    public func chat(id: UUID) async throws -> Chat {
        try await database.read { db in
            guard let record = try ChatRecord.fetchOne(db, key: id.uuidString) else {
                throw DomainError.chatGone
            }
            return record.chat
        }
    }

    public func setModelChoice(backendName: String?, model: String?, in chatID: UUID) async throws {
        try await database.write { db in
            try db.execute(
                sql: "UPDATE chat SET backendName = ?, model = ? WHERE id = ?",
                arguments: [backendName.map(UntrustedText.clean), model.map(UntrustedText.clean), chatID.uuidString])
            if db.changesCount == 0 { throw DomainError.chatGone }
        }
    }

    public func rename(_ chatID: UUID, to title: String?) async throws {
        try await database.write { db in
            try db.execute(sql: "UPDATE chat SET title = ? WHERE id = ?",
                           arguments: [title.map(UntrustedText.clean), chatID.uuidString])
            if db.changesCount == 0 { throw DomainError.chatGone }
        }
    }

    public func markViewed(_ chatID: UUID, through time: Date) async throws {
        try await database.write { db in
            try db.execute(
                sql: "UPDATE chat SET lastViewedAt = max(ifnull(lastViewedAt, ?1), ?1) WHERE id = ?2",
                arguments: [time.storedValue, chatID.uuidString])
        }
    }

    public func markUnviewed(_ chatID: UUID, from time: Date) async throws {
        try await database.write { db in
            try db.execute(
                sql: "UPDATE chat SET lastViewedAt = ?1 WHERE id = ?2 AND lastViewedAt > ?1",
                arguments: [Chat.lastSeen(before: time).storedValue, chatID.uuidString])
        }
    }

    /// Deletes the chat and, through the foreign key, all its messages.
    public func deleteChat(_ chatID: UUID) async throws {
        _ = try await database.write { db in
            try ChatRecord.deleteOne(db, key: chatID.uuidString)
        }
    }

    public func deleteChatIfEmpty(_ chatID: UUID) async throws -> Bool {
        try await database.write { db in
            try db.execute(
                sql: """
                    DELETE FROM chat WHERE id = ?1
                        AND NOT EXISTS (SELECT 1 FROM message WHERE chatId = ?1)
                        AND NOT EXISTS (SELECT 1 FROM draft WHERE chatId = ?1 AND text != '')
                    """,
                arguments: [chatID.uuidString])
            return db.changesCount > 0
        }
    }
}
