import Domain
import DomainDoubles
import Foundation
import Testing

/// A reply's model, reasoning and failure are stored with it; regenerating keeps the old reply as
/// a version; edit and resend replace the old turn.
@Suite("ChatInteractor: stored replies and versions")
struct ChatVersionsInteractorTests {
    let mochi = makeAvatar("mochi", name: "Mochi", .cat)

    func interactor(_ responder: any ChatResponder, _ store: FakeChatStore) -> ChatInteractor {
        ChatInteractor(avatars: StubAvatarService([mochi]), responder: responder, store: store, drafts: FakeDraftStore(),
                       popularity: FakePopularityStore(), clock: .fixed(referenceNow), sleeper: ManualSleeper().sleeper)
    }

    /// A chat holding "hi" and an empty growing reply, as `send` leaves it.
    func sent(_ interactor: ChatInteractor, _ store: FakeChatStore) async throws -> (Chat, ChatMessage, ChatMessage) {
        let chat = try await interactor.openChat(with: "mochi")
        let message = try #require(interactor.userMessage("hi"))
        let reply = interactor.emptyReply()
        try await interactor.send(message, reply: reply, in: chat)
        return (chat, message, reply)
    }

    @Test func aFailedReplyIsStoredWithItsTextModelReasoningAndReason() async throws {
        let responder = FedEventResponder(), store = FakeChatStore(clock: .fixed(referenceNow))
        let interactor = interactor(responder, store)
        let (_, message, reply) = try await sent(interactor, store)
        let streaming = Task {
            await interactor.streamReply(reply, request: ReplyRequest(avatar: mochi, history: [message]))
        }
        while responder.requests == 0 { await Task.yield() }
        responder.feed(.model("qwen3:8b"))
        responder.feed(.reasoning("Let me think."))
        responder.feed(.text("Half a"))
        responder.fail(DomainError.unavailable("the server"))
        let outcome = await streaming.value
        #expect(outcome.message.failureReason == "could not load the server")
        let saved = try #require(await store.savedReplies.last)
        #expect(saved.text == "Half a")
        #expect(saved.state == .failed)
        #expect(saved.model == "qwen3:8b")
        #expect(saved.reasoning == "Let me think.")
        #expect(saved.failureReason == "could not load the server")
        #expect(await store.stored.last == saved)
    }

    @Test func aNewVersionKeepsTheOldReplyAndEmptyingOneClearsItsFailure() async throws {
        let store = FakeChatStore(clock: .fixed(referenceNow))
        let interactor = interactor(FedEventResponder(), store)
        let (chat, _, reply) = try await sent(interactor, store)
        var failed = reply
        failed.text = "kept"
        failed.state = .failed
        failed.failureReason = "down"
        try await store.updateReply(failed)
        let fresh = try await interactor.newVersion(interactor.emptyReply(), of: failed, in: chat)
        #expect((fresh.versionNumber, fresh.versionCount) == (2, 2))
        let first = try await interactor.showVersion(1, of: fresh)
        #expect(first.text == "kept" && first.failureReason == "down")
        let emptied = try await interactor.resetReply(first)
        #expect(emptied.text == "" && emptied.failureReason == nil && emptied.state == .partial)
        #expect(await store.stored.last?.failureReason == nil)
        #expect(await store.messageCount(in: chat.id) == 2)
    }

    /// A version written while the chat is on screen is seen: the chats list counts no new reply.
    @Test func aNewVersionIsNotUnread() async throws {
        let clock = ManualClock(referenceNow)
        let store = FakeChatStore(clock: clock.provider)
        let interactor = ChatInteractor(
            avatars: StubAvatarService([mochi]), responder: FedEventResponder(), store: store, drafts: FakeDraftStore(),
            popularity: FakePopularityStore(), clock: clock.provider, sleeper: ManualSleeper().sleeper)
        let (chat, _, reply) = try await sent(interactor, store)
        clock.advance(by: 60)
        _ = try await interactor.newVersion(interactor.emptyReply(), of: reply, in: chat)
        let unread = try await ChatsInteractor(store: store, avatars: StubAvatarService([mochi]))
            .unreadCount(in: try await store.chat(id: chat.id))
        #expect(unread == 0)
    }

    @Test func resendDeletesTheOldTurnAndStoresTheNewOne() async throws {
        let store = FakeChatStore(clock: .fixed(referenceNow))
        let interactor = interactor(FedEventResponder(), store)
        let (chat, message, reply) = try await sent(interactor, store)
        _ = try await interactor.newVersion(interactor.emptyReply(), of: reply, in: chat)
        let edited = try #require(interactor.userMessage("hello"))
        let newReply = interactor.emptyReply()
        try await interactor.resend(edited, reply: newReply, replacing: [message, reply], in: chat)
        #expect(await store.stored.map(\.id) == [edited.id, newReply.id])
        #expect(await store.deletedMessages == [message.id, reply.id])
    }
}
