@testable import DataAccess
import Domain
import DomainDoubles
import Foundation
import GRDB
import TestSupport
import Testing

/// Both draft stores keep one draft per chat, and the draft goes with its chat and the account.
@Suite("Drafts kept in SQLite and in memory")
struct DraftStoreTests {
    /// A chat store and the draft store that goes with it.
    typealias Stores = (chats: any ChatStore, drafts: any DraftStore)

    static func sqlite(_ folder: TemporaryFolder) throws -> (Stores, AppDatabase) {
        let database = try AppDatabase(path: folder.path())
        return ((SQLiteChatStore(database: database, clock: .fixed(instant(0))), SQLiteDraftStore(database: database)),
                database)
    }

    static func memory() -> Stores {
        let store = InMemoryChatStore(clock: .fixed(instant(0)))
        return (store, store)
    }

    func bothStores(_ body: (Stores) async throws -> Void) async throws {
        let folder = try TemporaryFolder()
        try await body(try Self.sqlite(folder).0)
        try await body(Self.memory())
    }

    @Test func aDraftIsKeptPerChatExactlyAndAnEmptyOneRemovesIt() async throws {
        try await bothStores { stores in
            let mochi = try await stores.chats.chat(for: "mochi")
            let rex = try await stores.chats.chat(for: "rex")
            #expect(try await stores.drafts.draft(in: mochi.id) == "")
            let text = "Dear Mochi,\n  你好 🐈‍⬛ e\u{301}\n"
            try await stores.drafts.saveDraft(text, in: mochi.id)
            try await stores.drafts.saveDraft("woof", in: rex.id)
            #expect(try await stores.drafts.draft(in: mochi.id) == text)
            try await stores.drafts.saveDraft("second", in: mochi.id)
            #expect(try await stores.drafts.draft(in: mochi.id) == "second")
            try await stores.drafts.saveDraft("", in: mochi.id)
            #expect(try await stores.drafts.draft(in: mochi.id) == "")
            #expect(try await stores.drafts.draft(in: rex.id) == "woof")
        }
    }

    /// Another aichats wrote the chat's draft since this one read it: a save that expects the
    /// old one writes nothing and returns the other's; one that expects what is stored, or that
    /// finds the draft sent (empty), goes ahead.
    @Test func aSaveDoesNotReplaceADraftChangedElsewhere() async throws {
        try await bothStores { stores in
            let chat = try await stores.chats.chat(for: "mochi")
            try await stores.drafts.saveDraft("long careful draft from window one", in: chat.id)
            #expect(try await stores.drafts.saveDraft("x", in: chat.id, replacing: "") == "long careful draft from window one")
            #expect(try await stores.drafts.draft(in: chat.id) == "long careful draft from window one")
            let both = "long careful draft from window one\nx"
            #expect(try await stores.drafts.saveDraft(both, in: chat.id, replacing: "long careful draft from window one") == nil)
            #expect(try await stores.drafts.draft(in: chat.id) == both)
            try await stores.drafts.saveDraft("", in: chat.id)
            #expect(try await stores.drafts.saveDraft("mine", in: chat.id, replacing: both) == nil)
            #expect(try await stores.drafts.draft(in: chat.id) == "mine")
        }
    }

    @Test func deletingTheChatDeletesItsDraft() async throws {
        try await bothStores { stores in
            let chat = try await stores.chats.chat(for: "mochi")
            try await stores.drafts.saveDraft("unsent", in: chat.id)
            try await stores.chats.deleteChat(chat.id)
            #expect(try await stores.drafts.draft(in: chat.id) == "")
            await #expect(throws: DomainError.self) { try await stores.drafts.saveDraft("late", in: chat.id) }
        }
    }

    @Test func deletingTheAccountDeletesEveryDraft() async throws {
        let folder = try TemporaryFolder()
        let (stores, database) = try Self.sqlite(folder)
        let chat = try await stores.chats.chat(for: "mochi")
        try await stores.drafts.saveDraft("unsent", in: chat.id)
        try await SQLiteProfileService(database: database).deleteAccount()
        let count = try await database.pool.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM draft") }
        #expect(count == 0)
    }

    @Test func aMegabyteDraftIsKeptWhole() async throws {
        try await bothStores { stores in
            let chat = try await stores.chats.chat(for: "mochi")
            let text = String(repeating: "line of text 日本語 😀\n", count: 40_000)
            try await stores.drafts.saveDraft(text, in: chat.id)
            #expect(try await stores.drafts.draft(in: chat.id) == text)
        }
    }
}

/// A draft written with other words is activity: Chats lists the chat by it, first. Emptied, it
/// was none: the chat goes back to where its messages put it (a stray key typed and deleted
/// moved it to the top of Chats).
@Suite("Drafts move their chat up")
struct DraftActivityTests {
    @Test func aChangedDraftMovesItsChatFirstAndAnEmptiedOneBack() async throws {
        let folder = try TemporaryFolder()
        let database = try AppDatabase(path: folder.path())
        let clock = ManualClock(instant(0))
        let memory = InMemoryChatStore(clock: clock.provider)
        let stores: [(any ChatStore, any DraftStore)] = [
            (SQLiteChatStore(database: database, clock: clock.provider), SQLiteDraftStore(database: database, clock: clock.provider)),
            (memory, memory),
        ]
        for (store, drafts) in stores {
            let older = try await store.chat(for: "mochi"), said = clock.provider.now() + 10
            _ = try await store.append(ChatMessage(role: .user, text: "Hi", sentAt: said), to: older.id)
            let newer = try await store.chat(for: "rex")
            _ = try await store.append(ChatMessage(role: .user, text: "Woof", sentAt: clock.provider.now() + 20), to: newer.id)
            #expect(try await store.chats().map(\.chat.id) == [newer.id, older.id])
            clock.advance(by: 100)
            try await drafts.saveDraft("remember the milk", in: older.id)
            #expect(try await store.chats().first?.chat.id == older.id, "the chat written in comes first")
            clock.advance(by: 100)
            try await drafts.saveDraft("", in: older.id)
            try await drafts.saveDraft("", in: newer.id)
            #expect(try await store.chats().map(\.chat.id) == [newer.id, older.id], "an emptied draft was no activity")
            #expect(try await store.chat(id: older.id).modifiedAt == said)
        }
    }
}
