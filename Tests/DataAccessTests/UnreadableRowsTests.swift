@testable import DataAccess
import Domain
import Foundation
import GRDB
import TestSupport
import Testing

/// Rows that another program (or a damaged file) wrote with values this build cannot read: the
/// stores throw an error that names the value, and never stop the app.
@Suite("Unreadable rows are errors, never crashes")
struct UnreadableRowsTests {
    let folder: TemporaryFolder, database: AppDatabase

    init() throws { (folder, database) = try TemporaryFolder.withDatabase() }

    func insert(_ sql: String, _ arguments: StatementArguments = []) async throws {
        try await database.pool.write { db in try db.execute(sql: sql, arguments: arguments) }
    }

    @Test func aChatIDThatIsNoUUID() async throws {
        try await insert("INSERT INTO chat (id, avatarId, createdAt, modifiedAt) VALUES ('chat-1', 'mochi', 1, 2)")
        let store = SQLiteChatStore(database: database)
        await #expect(throws: DomainError.unavailable("chat id 'chat-1' in the database")) { try await store.chats() }
        await #expect(throws: DomainError.unavailable("chat id 'chat-1' in the database")) {
            try await store.chat(for: "mochi")
        }
    }

    @Test func messagesOfUnknownRoleStateOrID() async throws {
        let store = SQLiteChatStore(database: database, clock: .fixed(instant(0)))
        let chat = try await store.chat(for: "mochi")
        let insertMessage = "INSERT INTO message (id, chatId, role, text, sentAt, state) VALUES (?, ?, ?, 'hi', 1, ?)"
        let rows: [(id: String, role: String, state: String, error: String)] = [
            ("message-1", "user", "complete", "message id 'message-1'"),
            (UUID().uuidString, "narrator", "complete", "message role 'narrator'"),
            (UUID().uuidString, "user", "lost", "message state 'lost'"),
        ]
        for row in rows {
            try await insert(insertMessage, [row.id, chat.id.uuidString, row.role, row.state])
            await #expect(throws: DomainError.unavailable("\(row.error) in the database")) {
                try await store.messages(in: chat.id, before: nil, limit: 10)
            }
            // Chats still lists the chat, without a preview: the chat says why when opened.
            let listed = try await store.chats()
            #expect(listed.map(\.chat.id) == [chat.id] && listed.first?.lastMessage == nil && listed.first?.messageCount == 1)
            try await insert("DELETE FROM message")
        }
    }

    @Test func aUserAvatarOfUnknownCharacter() async throws {
        try await insert("INSERT INTO userAvatar VALUES ('user-1', 'Rex', 'dragon', 'roaring', 'in a cave', 'Ada', 3)")
        await #expect(throws: DomainError.unavailable("character 'dragon' in the database")) {
            try await SQLiteAvatarStore(database: database).userAvatars()
        }
    }

    /// Text where a date belongs: a list reads copied rows, where GRDB checks the type and
    /// throws; one chat read straight from its statement gets SQLite's conversion of text to a
    /// number, 0 (2001-01-01). Neither stops the app.
    @Test func textWhereADateBelongs() async throws {
        let id = UUID()
        try await insert("INSERT INTO chat (id, avatarId, createdAt, modifiedAt) VALUES (?, 'mochi', 'yesterday', 2)",
                         [id.uuidString])
        let store = SQLiteChatStore(database: database)
        await #expect(throws: RowDecodingError.self) { try await store.chats() }
        #expect(try await store.chat(id: id).createdAt == Date(timeIntervalSinceReferenceDate: 0))

        try await insert("UPDATE chat SET createdAt = 1")
        try await insert("INSERT INTO message (id, chatId, role, text, sentAt, state) VALUES (?, ?, 'user', 'hi', 'noon', 'complete')",
                         [UUID().uuidString, id.uuidString])
        await #expect(throws: RowDecodingError.self) { try await store.messages(in: id, before: nil, limit: 10) }
    }
}
