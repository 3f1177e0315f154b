import DataAccess
import Domain
import Foundation
import TestSupport
import Testing

/// What the user has seen of a chat (the Chats list's "1 new"), in both stores: opening it moves
/// the mark forward only; a reply that ended while the chat was closed moves it back, to just
/// before that reply, so that the reply counts as new and the messages before it do not.
@Suite("The mark of what a chat's user has seen")
struct ChatViewedMarkTests {
    @Test(arguments: [true, false])
    func aReplyEndedUnseenIsNewAndWhatCameBeforeItStaysSeen(inSQLite: Bool) async throws {
        let (store, folder) = try Self.store(inSQLite: inSQLite)
        defer { _ = folder }
        let chat = try await store.chat(for: "mochi")
        let earlier = ChatMessage(role: .assistant, text: "mew", sentAt: instant(2))
        let reply = ChatMessage(role: .assistant, text: "purr", sentAt: instant(4))
        try await store.append(contentsOf: [earlier, reply], to: chat.id)
        let chats = ChatsInteractor(store: store, avatars: StaticAvatarService([]))
        try await store.markViewed(chat.id, through: instant(9))
        #expect(try await chats.unreadCount(in: store.chat(id: chat.id)) == 0)

        try await store.markUnviewed(chat.id, from: reply.sentAt)
        let unseen = try await store.chat(id: chat.id)
        #expect(unseen.lastViewedAt == Chat.lastSeen(before: instant(4)))
        #expect(try await chats.unreadCount(in: unseen) == 1, "the reply is new, the one before it is not")

        try await store.markUnviewed(chat.id, from: instant(7))
        #expect(try await store.chat(id: chat.id).lastViewedAt == Chat.lastSeen(before: instant(4)),
                "a later reply does not mark the one before it seen")
        try await store.markViewed(chat.id, through: instant(10))
        #expect(try await chats.unreadCount(in: store.chat(id: chat.id)) == 0, "opened again, it is read")
    }

    @Test(arguments: [true, false])
    func aChatNeverOpenedStaysNeverOpened(inSQLite: Bool) async throws {
        let (store, folder) = try Self.store(inSQLite: inSQLite)
        defer { _ = folder }
        let chat = try await store.chat(for: "mochi")
        try await store.markUnviewed(chat.id, from: instant(4))
        #expect(try await store.chat(id: chat.id).lastViewedAt == nil)
    }

    /// A store of either kind; the folder holds the SQLite database while the test runs.
    static func store(inSQLite: Bool) throws -> (any ChatStore, TemporaryFolder?) {
        guard inSQLite else { return (InMemoryChatStore(clock: .fixed(instant(1))), nil) }
        let (folder, database) = try TemporaryFolder.withDatabase()
        return (SQLiteChatStore(database: database, clock: .fixed(instant(1))), folder)
    }
}
