import DataAccess
import Domain
import Foundation
import TestSupport
import Testing

/// Chats lists the chat whose reply ended last first (tester t14's finding 13): a slow reply
/// that ends after a message sent in another chat moves its chat up, in both stores.
@Suite("Chats: a chat moves up when its reply ends")
struct ChatReplyEndedOrderTests {
    @Test(arguments: ChatStores.kinds)
    func aReplyThatEndsLaterMovesItsChatFirst(kind: String) async throws {
        let (store, folder) = try ChatStores.make(kind)
        defer { _ = folder }
        let slow = try await store.newChat(for: "mochi", about: nil)
        let reply = ChatMessage(role: .assistant, text: "", sentAt: instant(2), state: .partial)
        try await store.append(contentsOf: [ChatMessage(role: .user, text: "slow hello", sentAt: instant(1)), reply], to: slow.id)
        let fast = try await store.newChat(for: "mochi", about: nil)
        try await store.append(contentsOf: [ChatMessage(role: .user, text: "hi again", sentAt: instant(3)),
                                            ChatMessage(role: .assistant, text: "Hi.", sentAt: instant(4))], to: fast.id)
        #expect(try await store.chats().map(\.chat.id) == [fast.id, slow.id])
        try await store.replyEnded(reply.id, at: instant(20))
        #expect(try await store.chats().map(\.chat.id) == [slow.id, fast.id])
        #expect(try await store.chat(id: slow.id).modifiedAt == instant(20))
        try await store.replyEnded(reply.id, at: instant(10))
        #expect(try await store.chat(id: slow.id).modifiedAt == instant(20), "an earlier time changes nothing")
    }
}
