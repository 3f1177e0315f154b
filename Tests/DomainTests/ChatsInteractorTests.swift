import Domain
import DomainDoubles
import Foundation
import Testing

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
        let store = FakeChatStore(chats: [
            (mochi, [message(.user, "hi", minutes: 1), message(.assistant, "mew", minutes: 2), message(.assistant, "purr", minutes: 3)]),
            (rex, [message(.assistant, "woof", minutes: 1), message(.user, "sit", minutes: 2)]),
            (empty, []),
            (gone, [message(.assistant, "hello", minutes: 1)]),
        ])
        let interactor = ChatsInteractor(
            store: store, avatars: StubAvatarService([makeAvatar("mochi", name: "Mochi 🍡"), makeAvatar("rex", name: "Rex")]))
        let list = try await interactor.conversations()
        #expect(list.map(\.avatarID) == ["mochi", "rex", "deleted-avatar"])
        // An avatar that is gone is named so, not by its id (which means nothing to the user).
        #expect(list.map(\.avatarName) == ["Mochi 🍡", "Rex", "(deleted avatar)"])
        #expect(list.map(\.avatarIsGone) == [false, false, true])
        #expect(list.map(\.unreadCount) == [1, 0, 1])
        #expect(list.first?.summary.lastMessage?.text == "purr")
    }

    @Test func aChatWithOnlyADraftIsListedWithIt() async throws {
        let mochi = chat("mochi"), tama = chat("tama"), empty = chat("rex")
        let store = FakeChatStore(chats: [(mochi, [message(.user, "hi", minutes: 1)]), (tama, []), (empty, [])])
        let drafts = FakeDraftStore()
        try await drafts.saveDraft("unsent words", in: tama.id)
        let interactor = ChatsInteractor(store: store, avatars: StubAvatarService([]), drafts: drafts)
        let list = try await interactor.conversations()
        #expect(Set(list.map(\.avatarID)) == ["mochi", "tama"], "a chat opened and left empty stays out")
        #expect(list.first { $0.avatarID == "tama" }?.draft == "unsent words")
        #expect(list.first { $0.avatarID == "mochi" }?.draft == "")
    }

    /// "Chat about this article" starts a chat; backing out of it without a word leaves nothing
    /// listed under the article, as in the chats list; a draft keeps it.
    @Test func theChatsAboutAnArticleLeaveOutTheEmptyOnes() async throws {
        let article = ArticleReference(id: "a-1", title: "Batteries", link: nil)
        let store = FakeChatStore(chats: [])
        let drafts = FakeDraftStore()
        let interactor = ChatsInteractor(
            store: store, avatars: StubAvatarService([makeAvatar("atlas", name: "Atlas"), makeAvatar("maggie", name: "Maggie")]),
            drafts: drafts)
        let talked = try await interactor.startChat(with: makeAvatar("atlas"), about: article)
        _ = try await store.append(message(.user, "hi", minutes: 1), to: talked.id)
        let drafted = try await interactor.startChat(with: makeAvatar("maggie"), about: article)
        try await drafts.saveDraft("half a thought", in: drafted.id)
        _ = try await interactor.startChat(with: makeAvatar("atlas"), about: article)
        _ = try await interactor.startChat(with: makeAvatar("maggie"), about: article)
        let listed = try await interactor.chats(about: article)
        #expect(Set(listed.map(\.id)) == [talked.id, drafted.id])
        #expect(listed.first { $0.id == drafted.id }?.draft == "half a thought")
    }

    @Test func deletesThroughTheStore() async throws {
        let mochi = chat("mochi")
        let store = FakeChatStore(chats: [(mochi, [message(.user, "hi", minutes: 1)])])
        let interactor = ChatsInteractor(store: store, avatars: StubAvatarService([]))
        try await interactor.delete(mochi.id)
        #expect(await store.deleted == [mochi.id])
        #expect(try await interactor.conversations().isEmpty)
    }

    @Test func aFailingCatalogFailsTheList() async {
        let interactor = ChatsInteractor(store: FakeChatStore(chats: []), avatars: StubAvatarService.failing("avatars"))
        await #expect(throws: (any Error).self) { try await interactor.conversations() }
    }
}
