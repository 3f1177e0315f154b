import Domain
import DomainDoubles
import Foundation
import Testing

/// Ctrl-N: a new chat with the same avatar, the one before kept; and a chat left empty goes.
@Suite("ChatInteractor: new chats")
struct ChatNewChatInteractorTests {
    let mochi = makeAvatar("mochi", name: "Mochi", .cat)

    func makeInteractor(store: FakeChatStore, drafts: FakeDraftStore, clock: ManualClock) -> ChatInteractor {
        ChatInteractor(avatars: StubAvatarService([mochi]), responder: echoResponder(), store: store, drafts: drafts,
                       popularity: FakePopularityStore(), clock: clock.provider)
    }

    @Test func aNewChatKeepsTheOneBeforeAndBecomesTheAvatarsChat() async throws {
        let clock = ManualClock(referenceNow), drafts = FakeDraftStore()
        let store = FakeChatStore(clock: clock.provider, drafts: drafts)
        let interactor = makeInteractor(store: store, drafts: drafts, clock: clock)
        let first = try await interactor.openChat(with: "mochi")
        try await interactor.send(try #require(interactor.userMessage("hi")), reply: interactor.emptyReply(), in: first)
        clock.advance(by: 60)
        let fresh = try await interactor.startNewChat(after: first, hasDraft: false)
        #expect(fresh.id != first.id)
        #expect(fresh.avatarID == "mochi")
        #expect(fresh.article == nil)
        #expect(await store.messageCount(in: first.id) == 2, "the chat before keeps its messages")
        #expect(await store.messageCount(in: fresh.id) == 0)
        #expect(try await interactor.openChat(with: "mochi").id == fresh.id, "Explore opens the most recent chat")
    }

    @Test func aChatAboutAnArticleStartsOverAboutTheSameArticle() async throws {
        let clock = ManualClock(referenceNow), drafts = FakeDraftStore()
        let store = FakeChatStore(clock: clock.provider, drafts: drafts)
        let interactor = makeInteractor(store: store, drafts: drafts, clock: clock)
        let article = ArticleReference(id: "a-1", title: "Tea", link: nil)
        let about = try await store.newChat(for: "mochi", about: article)
        try await drafts.saveDraft("what about", in: about.id)
        let fresh = try await interactor.startNewChat(after: about, hasDraft: false)
        #expect(fresh.article == article)
        #expect(await drafts.draft(in: about.id) == "what about", "the draft stays with its chat")
    }

    /// The backend and model picked for the chat (Ctrl-O) carry over; a chat that picked nothing
    /// gives a new chat that picks nothing, so the config's default still applies to it.
    @Test func aNewChatKeepsTheBackendAndModelPickedForTheChatBefore() async throws {
        let clock = ManualClock(referenceNow), drafts = FakeDraftStore()
        let store = FakeChatStore(clock: clock.provider, drafts: drafts)
        let interactor = makeInteractor(store: store, drafts: drafts, clock: clock)
        let first = try await interactor.openChat(with: "mochi")
        try await drafts.saveDraft("hi", in: first.id)
        let plain = try await interactor.startNewChat(after: first, hasDraft: true)
        #expect(plain.backendName == nil && plain.model == nil)
        try await store.setModelChoice(backendName: "cloud", model: "o3-mini", in: plain.id)
        let fresh = try await interactor.startNewChat(after: plain, hasDraft: true)
        #expect(fresh.backendName == "cloud")
        #expect(fresh.model == "o3-mini")
        #expect(try await store.chat(id: fresh.id).model == "o3-mini", "kept, not only returned")
    }

    @Test func aChatThatHoldsNothingIsNewAlready() async throws {
        let clock = ManualClock(referenceNow), drafts = FakeDraftStore()
        let store = FakeChatStore(clock: clock.provider, drafts: drafts)
        let interactor = makeInteractor(store: store, drafts: drafts, clock: clock)
        let empty = try await interactor.openChat(with: "mochi")
        await #expect(throws: ChatInteractor.NewChatRefusal.alreadyEmpty) {
            try await interactor.startNewChat(after: empty, hasDraft: false)
        }
        // Text typed and not saved yet is something to keep.
        #expect(try await interactor.startNewChat(after: empty, hasDraft: true).id != empty.id)
    }

    @Test func leavingAnEmptyChatDeletesItButNotTheAvatarsOnlyMainChat() async throws {
        let clock = ManualClock(referenceNow), drafts = FakeDraftStore()
        let store = FakeChatStore(clock: clock.provider, drafts: drafts)
        let interactor = makeInteractor(store: store, drafts: drafts, clock: clock)
        let only = try await interactor.openChat(with: "mochi")
        #expect(await interactor.leave(only) == false, "Explore opens it, and it keeps its model")
        let second = try await interactor.startNewChat(after: only, hasDraft: true)
        #expect(await interactor.leave(second))
        #expect(await store.chats(with: "mochi").map(\.id) == [only.id])
        let drafted = try await interactor.startNewChat(after: only, hasDraft: true)
        try await drafts.saveDraft("later", in: drafted.id)
        #expect(await interactor.leave(drafted) == false, "a draft keeps it")
        let about = try await store.newChat(for: "mochi", about: ArticleReference(id: "a-1", title: "Tea", link: nil))
        #expect(await interactor.leave(about), "an unused chat about an article goes too")
    }
}
