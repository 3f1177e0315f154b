import DataAccess
import Domain
import Foundation
import TestSupport
import Testing

/// A chat's title in both stores: the first message the user sends opens the chat (its default
/// title), later ones and the avatar's replies do not; a title given is kept, and nil goes back.
@Suite("Chat titles in the stores")
struct ChatTitleStoreTests {
    @Test func theFirstUserMessageOpensTheChatAndARenameIsKept() async throws {
        try await forEachStore(sqlite: { SQLiteChatStore(database: $0, clock: .fixed(instant(0))) as any ChatStore },
                               memory: InMemoryChatStore() as any ChatStore) { store in
            let chat = try await store.newChat(for: "mochi", about: nil)
            _ = try await store.append(ChatMessage(role: .assistant, text: "Hi there", sentAt: instant(1)), to: chat.id)
            #expect(try await store.chat(id: chat.id).openingText == nil)
            _ = try await store.append(ChatMessage(role: .user, text: "Weekend plans?\nTell me", sentAt: instant(2)), to: chat.id)
            _ = try await store.append(ChatMessage(role: .user, text: "later one", sentAt: instant(3)), to: chat.id)
            #expect(try await store.chat(id: chat.id).openingText == "Weekend plans?\nTell me")
            #expect(try await store.chats().first.map { ChatTitle.of($0.chat) } == "Weekend plans?")
            try await store.rename(chat.id, to: "Trip")
            #expect(try await store.chat(id: chat.id).title == "Trip")
            try await store.rename(chat.id, to: nil)
            #expect(try await store.chat(id: chat.id).title == nil)
            await #expect(throws: DomainError.self) { try await store.rename(UUID(), to: "x") }
        }
    }
}
