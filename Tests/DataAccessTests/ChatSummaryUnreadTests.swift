import DataAccess
import Domain
import Foundation
import TestSupport
import Testing

/// The SQLite store counts each chat's new replies in the query that lists the chats, by the
/// rule `ChatsInteractor.unreadCount(in:)` applies to a chat's newest page: the Chats list of
/// 3,000 chats read a page per chat, a second in all.
@Suite("SQLiteChatStore: the unread counts come with the chats")
struct ChatSummaryUnreadTests {
    @Test func everyChatsCountIsTheRulesCount() async throws {
        let (folder, database) = try TemporaryFolder.withDatabase()
        defer { _ = folder }
        let store = SQLiteChatStore(database: database, clock: .fixed(instant(1)))
        let chats = ChatsInteractor(store: store, avatars: StaticAvatarService([]))
        // Never opened; opened after the first reply; more replies than the unread window, unseen.
        let never = try await store.chat(for: "mochi"), seen = try await store.chat(for: "rex")
        let many = try await store.chat(for: "zorp")
        try await store.append(contentsOf: [ChatMessage(role: .user, text: "hi", sentAt: instant(2)),
                                            ChatMessage(role: .assistant, text: "mew", sentAt: instant(3))], to: never.id)
        try await store.append(contentsOf: [ChatMessage(role: .assistant, text: "woof", sentAt: instant(2)),
                                            ChatMessage(role: .assistant, text: "woof!", sentAt: instant(5))], to: seen.id)
        try await store.markViewed(seen.id, through: instant(3))
        let replies = (0..<(ChatsInteractor.unreadWindow + 10)).map {
            ChatMessage(role: .assistant, text: "beep \($0)", sentAt: instant(10 + Double($0)))
        }
        try await store.append(contentsOf: replies, to: many.id)

        let summaries = try await store.chats()
        #expect(summaries.count == 3)
        for summary in summaries {
            let counted = try #require(summary.unreadCount, "counted with the list")
            #expect(counted == (try await chats.unreadCount(in: summary.chat)))
        }
        let counts = Dictionary(uniqueKeysWithValues: summaries.map { ($0.id, $0.unreadCount) })
        #expect(counts[never.id] == 1 && counts[seen.id] == 1 && counts[many.id] == ChatsInteractor.unreadWindow)
    }
}
