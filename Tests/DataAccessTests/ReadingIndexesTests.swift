@testable import DataAccess
import Domain
import Foundation
import GRDB
import TestSupport
import Testing

/// The indexes that only speed reads up: made where missing, kept out of the data format, and
/// used where a chat's messages are counted.
@Suite("Indexes made outside the schema's versions")
struct ReadingIndexesTests {
    func indexNames(_ database: AppDatabase) async throws -> Set<String> {
        try await database.pool.read { db in try Set(String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'index'")) }
    }

    @Test func aDatabaseWithoutThemGetsThemWhenOpenedAndKeepsItsDataFormat() async throws {
        let (folder, database) = try TemporaryFolder.withDatabase()
        #expect(try await indexNames(database).isSuperset(of: ReadingIndexes.all.map(\.name)))
        _ = try await database.pool.write { db in try db.execute(sql: "DROP INDEX message_hidden_on_chatId") }
        try database.close()

        let reopened = try AppDatabase(path: folder.path())
        #expect(try await indexNames(reopened).contains("message_hidden_on_chatId"))
        #expect(try reopened.appliedSchemaVersions() == AppSchema.migrator.migrations)
        try reopened.close()
        // The check an older aichats makes before opening passes over indexes it does not know.
        try DatabaseProbe.inspect(folder.path(), migrator: AppSchema.migrator)
    }

    /// Counting a chat's shown messages reads no message row but its hidden versions': the
    /// Chats list with 100,000 messages took half a second when it read them all.
    @Test func countingAChatsMessagesReadsOnlyIndexes() async throws {
        let (folder, database) = try TemporaryFolder.withDatabase()
        defer { withExtendedLifetime(folder) {} }
        let plan = try await database.pool.read { db in
            // A statement that reads the file first: EXPLAIN alone plans with the schema this
            // connection read before the index was made.
            _ = try Int.fetchOne(db, sql: "SELECT count(*) FROM message")
            return try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN SELECT \(SQLiteChatStore.shownCount("?"))", arguments: ["a", "a"])
                .map { $0["detail"] as String }
        }
        #expect(plan.contains { $0.contains("COVERING INDEX message_on_chatId_sentAt") }, "\(plan)")
        #expect(plan.contains { $0.contains("COVERING INDEX message_hidden_on_chatId") }, "\(plan)")
        #expect(!plan.contains { $0.hasPrefix("SCAN message") }, "\(plan)")
    }

    @Test func hiddenVersionsAreLeftOutOfTheCount() async throws {
        let (folder, database) = try TemporaryFolder.withDatabase()
        defer { withExtendedLifetime(folder) {} }
        let store = SQLiteChatStore(database: database)
        let chat = try await store.chat(for: "mochi")
        let reply = ChatMessage(role: .assistant, text: "one", sentAt: instant(2))
        try await store.append(contentsOf: [ChatMessage(role: .user, text: "Hi", sentAt: instant(1)), reply], to: chat.id)
        _ = try await store.addVersion(ChatMessage(role: .assistant, text: "two", sentAt: instant(3)), replacing: reply.id)
        _ = try await store.addVersion(ChatMessage(role: .assistant, text: "three", sentAt: instant(4)), replacing: reply.id)
        #expect(try await store.messageCount(in: chat.id) == 2)
        #expect(try await store.chats().map(\.messageCount) == [2])
    }
}
