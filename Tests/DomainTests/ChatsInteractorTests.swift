import Domain
import Foundation
import Testing

/// A chat store holding fixed chats, for the chats list.
actor FixedChatStore: ChatStore {
    private var chatList: [Chat]
    private var messagesByChat: [UUID: [ChatMessage]]
    private(set) var deleted: [UUID] = []

    init(_ chats: [(Chat, [ChatMessage])]) {
        chatList = chats.map(\.0)
        messagesByChat = Dictionary(uniqueKeysWithValues: chats.map { ($0.0.id, $0.1) })
    }

    func chat(for avatarID: String) throws -> Chat {
        guard let chat = chatList.first(where: { $0.avatarID == avatarID }) else { throw DomainError.notFound(avatarID) }
        return chat
    }

    func chats() -> [ChatSummary] {
        chatList.map { ChatSummary(chat: $0, lastMessage: messagesByChat[$0.id]?.last, messageCount: messagesByChat[$0.id]?.count ?? 0) }
    }

    func append(_ message: ChatMessage, to chatID: UUID) -> ChatMessage { message }
    func update(messageID: UUID, text: String, state: MessageState) {}

    func messages(in chatID: UUID, before: UUID?, limit: Int) -> [ChatMessage] {
        Array((messagesByChat[chatID] ?? []).suffix(limit))
    }

    func messageCount(in chatID: UUID) -> Int { messagesByChat[chatID]?.count ?? 0 }

    func deleteChat(_ chatID: UUID) {
        deleted.append(chatID)
        chatList.removeAll { $0.id == chatID }
    }

    func markViewed(_ chatID: UUID, through time: Date) {}
}

@Suite("ChatsInteractor")
struct ChatsInteractorTests {
    func message(_ role: ChatRole, _ text: String, minutes: Double) -> ChatMessage {
        ChatMessage(role: role, text: text, sentAt: referenceNow.addingTimeInterval(minutes * 60))
    }

    func chat(_ avatarID: String, viewedAtMinute minute: Double? = nil) -> Chat {
        Chat(avatarID: avatarID, createdAt: referenceNow, modifiedAt: referenceNow,
             lastViewedAt: minute.map { referenceNow.addingTimeInterval($0 * 60) })
    }

    /// Unread replies are the avatar's messages sent after the chat was last viewed; a chat
    /// never viewed counts all of them.
    @Test func listsChatsWithMessagesWithNamesAndUnreadReplies() async throws {
        let mochi = chat("mochi", viewedAtMinute: 2), rex = chat("rex", viewedAtMinute: 1), empty = chat("tama")
        let gone = chat("deleted-avatar")
        let store = FixedChatStore([
            (mochi, [message(.user, "hi", minutes: 1), message(.assistant, "mew", minutes: 2), message(.assistant, "purr", minutes: 3)]),
            (rex, [message(.assistant, "woof", minutes: 1), message(.user, "sit", minutes: 2)]),
            (empty, []),
            (gone, [message(.assistant, "hello", minutes: 1)]),
        ])
        let interactor = ChatsInteractor(
            store: store, avatars: StubAvatarService([makeAvatar("mochi", name: "Mochi 🍡"), makeAvatar("rex", name: "Rex")]))
        let list = try await interactor.conversations()
        #expect(list.map(\.avatarID) == ["mochi", "rex", "deleted-avatar"])
        #expect(list.map(\.avatarName) == ["Mochi 🍡", "Rex", "deleted-avatar"])
        #expect(list.map(\.unreadCount) == [1, 0, 1])
        #expect(list.first?.summary.lastMessage?.text == "purr")
    }

    @Test func deletesThroughTheStore() async throws {
        let mochi = chat("mochi")
        let store = FixedChatStore([(mochi, [message(.user, "hi", minutes: 1)])])
        let interactor = ChatsInteractor(store: store, avatars: StubAvatarService([]))
        try await interactor.delete(mochi.id)
        #expect(await store.deleted == [mochi.id])
        #expect(try await interactor.conversations().isEmpty)
    }

    @Test func aFailingCatalogFailsTheList() async {
        let interactor = ChatsInteractor(store: FixedChatStore([]), avatars: FailingAvatars())
        await #expect(throws: (any Error).self) { try await interactor.conversations() }
    }
}
