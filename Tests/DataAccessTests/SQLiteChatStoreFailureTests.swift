@testable import DataAccess
import Domain
import Foundation
import GRDB
import TestSupport
import Testing

/// When SQLite refuses a write, the chat store says why in plain words (`DomainError.storage`),
/// never in SQLite's, and a message is stored with its reply or not at all.
@Suite("Chats kept in SQLite when writes fail")
struct SQLiteChatStoreFailureTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    func message(_ text: String, _ role: ChatRole = .user) -> ChatMessage {
        ChatMessage(role: role, text: text, sentAt: instant(10))
    }

    @Test func aFullDiskIsSaidPlainly() async throws {
        let database = try AppDatabase(path: folder.path())
        let store = SQLiteChatStore(database: database, clock: .fixed(instant(0)))
        let chat = try await store.chat(for: "mochi")
        let pages = try await database.pool.write { db in try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0 }
        // The database may not grow any more, as on a disk with no room left.
        try await database.pool.write { db in try db.execute(sql: "PRAGMA max_page_count = \(pages)") }
        await #expect(throws: DomainError.storage(.diskFull)) {
            _ = try await store.append(message(String(repeating: "words ", count: 20_000)), to: chat.id)
        }
        #expect(DomainError.storage(.diskFull).message == "the disk is full")
        #expect(try await store.messageCount(in: chat.id) == 0)
    }

    @Test func aLockHeldByAnotherProgramIsSaidPlainly() async throws {
        let database = try AppDatabase(path: folder.path(), busyTimeout: 0.2)
        let store = SQLiteChatStore(database: database, clock: .fixed(instant(0)))
        let chat = try await store.chat(for: "mochi")
        let reply = try await store.append(message("", .assistant), to: chat.id)
        // Another program takes the write lock and keeps it longer than the store waits.
        let other = try DatabaseQueue(path: folder.path())
        let (locked, lockTaken) = AsyncStream.makeStream(of: Void.self)
        let release = DispatchSemaphore(value: 0)
        Thread {
            try? other.inDatabase { db in
                try db.execute(sql: "BEGIN EXCLUSIVE")
                lockTaken.yield()
                release.wait()
                try db.execute(sql: "COMMIT")
            }
            lockTaken.finish()
        }.start()
        for await _ in locked { break }
        await #expect(throws: DomainError.storage(.locked)) {
            try await store.update(messageID: reply.id, text: "Mrr", state: .partial)
        }
        await #expect(throws: DomainError.storage(.locked)) {
            try await store.append(contentsOf: [message("hello")], to: chat.id)
        }
        #expect(DomainError.storage(.locked).message == "another program has locked the database")
        release.signal()
        for await _ in locked {}
        try await store.update(messageID: reply.id, text: "Mrr", state: .partial)
        #expect(try await store.messages(in: chat.id, before: nil, limit: 5).map(\.text) == ["Mrr"])
    }

    @Test func aMessageAndItsReplyAreStoredTogetherOrNotAtAll() async throws {
        let database = try AppDatabase(path: folder.path())
        let store = SQLiteChatStore(database: database, clock: .fixed(instant(0)))
        let chat = try await store.chat(for: "mochi")
        // The second insert fails, as when the disk fills up between the two.
        try await database.pool.write { db in
            try db.execute(sql: """
                CREATE TEMP TRIGGER refuseReplies BEFORE INSERT ON message WHEN NEW.role = 'assistant'
                BEGIN SELECT RAISE(ABORT, 'no room'); END
                """)
        }
        await #expect(throws: DomainError.storage(.failed)) {
            try await store.append(contentsOf: [message("hello"), message("", .assistant)], to: chat.id)
        }
        #expect(try await store.messageCount(in: chat.id) == 0, "the message went with its reply")
        try await database.pool.write { db in try db.execute(sql: "DROP TRIGGER refuseReplies") }
        try await store.append(contentsOf: [message("hello"), message("", .assistant)], to: chat.id)
        #expect(try await store.messages(in: chat.id, before: nil, limit: 5).map(\.role) == [.user, .assistant])
    }
}
