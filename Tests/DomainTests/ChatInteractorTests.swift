import Domain
import DomainDoubles
import Foundation
import Testing

@Suite("ChatInteractor")
struct ChatInteractorTests {
    let mochi = makeAvatar("mochi", name: "Mochi", .cat)

    /// The interactor; its save timer fires only when a test fires `sleeper`.
    func makeInteractor(
        responder: any ChatResponder = echoResponder(), store: any ChatStore = FakeChatStore(),
        clock: NowProvider = .fixed(referenceNow), popularity: FakePopularityStore = FakePopularityStore(),
        sleeper: ManualSleeper = ManualSleeper(), drafts: any DraftStore = FakeDraftStore(), savers: ReplySavers = ReplySavers()
    ) -> ChatInteractor {
        ChatInteractor(avatars: StubAvatarService([mochi, makeAvatar("rex", .dog)]), responder: responder,
                       store: store, drafts: drafts, popularity: popularity, clock: clock, sleeper: sleeper.sleeper,
                       savers: savers)
    }

    var interactor: ChatInteractor { makeInteractor() }

    @Test("blank or invisible text makes no message", arguments: ["", " ", "\n\t  ", "\u{200D}\u{200D}", "\u{2060}\u{FEFF}"])
    func blankText(text: String) {
        #expect(interactor.userMessage(text) == nil)
    }

    @Test func userMessagesAreTrimmedAndStamped() throws {
        let message = try #require(interactor.userMessage("  hello 小虎 👋\n"))
        #expect(message.text == "hello 小虎 👋")
        #expect(message.role == .user)
        #expect(message.sentAt == referenceNow)
    }

    @Test func emptyReplyIsAGrowingAssistantMessage() {
        let reply = interactor.emptyReply()
        #expect(reply.role == .assistant)
        #expect(reply.text.isEmpty)
        #expect(reply.state == .partial)
        #expect(reply.sentAt == referenceNow)
    }

    /// Counting the open and marking the chat seen are writes; on a full disk the chat still
    /// opens, to be read.
    @Test func aChatStillOpensWhenNothingCanBeWritten() async throws {
        let store = FakeChatStore()
        let interactor = makeInteractor(store: store)
        let chat = try await interactor.openChat(with: "mochi")
        await store.failWrites()
        #expect(try await interactor.openChat(with: "mochi").id == chat.id)
        #expect(try await interactor.openChat(id: chat.id).id == chat.id)
        #expect(await store.refusedWrites == 2)
    }

    @Test func findsAvatarsById() async throws {
        #expect(try await interactor.avatar(id: "mochi") == mochi)
    }

    @Test func unknownAvatarIsNotFound() async {
        await #expect(throws: DomainError.notFound("avatar ghost")) { try await interactor.avatar(id: "ghost") }
    }

    @Test func replyForwardsToTheResponder() async throws {
        let history = [
            ChatMessage(role: .user, text: "hi", sentAt: referenceNow),
            ChatMessage(role: .assistant, text: "meow", sentAt: referenceNow),
            ChatMessage(role: .user, text: "how are you?", sentAt: referenceNow),
        ]
        let pieces = try await collect(interactor.reply(as: mochi, to: history))
        #expect(pieces == ["Mochi heard ", "3: how are you?"])
    }

    @Test func theMessageIsStoredBeforeTheReplyIsRequested() async throws {
        let log = EventLog()
        let store = FakeChatStore(log: log)
        let interactor = makeInteractor(responder: ScriptedResponder(pieces: ["Mrr", "ow"], log: log), store: store)
        let chat = try await interactor.openChat(with: "mochi")
        let message = try #require(interactor.userMessage("hello"))
        let reply = interactor.emptyReply()
        try await interactor.send(message, reply: reply, in: chat)
        let outcome = await interactor.streamReply(reply, as: mochi, to: [message]) { _ in }
        #expect(log.entries == [
            "append user complete hello", "append assistant partial ", "reply requested after 1",
            "update complete Mrrow",
        ])
        #expect(outcome.message.text == "Mrrow")
        #expect(outcome.message.state == .complete)
        #expect(outcome.failure == nil)
        #expect(await store.stored.map(\.text) == ["hello", "Mrrow"])
    }

    @Test func openingAChatCountsTowardsPopularityAndMarksItViewed() async throws {
        let clock = ManualClock(referenceNow)
        let store = FakeChatStore()
        let popularity = FakePopularityStore()
        let interactor = makeInteractor(store: store, clock: clock.provider, popularity: popularity)
        let chat = try await interactor.openChat(with: "mochi")
        _ = try await interactor.openChat(with: "mochi")
        #expect(await popularity.counts == ["mochi": 2])
        #expect(await store.viewedThrough == [referenceNow, referenceNow])
        clock.advance(by: 60)
        let message = try #require(interactor.userMessage("hi"))
        let reply = interactor.emptyReply()
        try await interactor.send(message, reply: reply, in: chat)
        #expect(await store.viewedThrough.last == reply.sentAt)
        #expect(reply.sentAt == referenceNow.addingTimeInterval(60))
    }

    @Test func aQuickReplyIsSavedOnceAtTheEnd() async throws {
        let store = FakeChatStore()
        let interactor = makeInteractor(
            responder: ScriptedResponder(pieces: ["x", "y", "z"]), store: store)
        let chat = try await interactor.openChat(with: "mochi")
        let reply = try await store.append(interactor.emptyReply(), to: chat.id)
        _ = await interactor.streamReply(reply, as: mochi, to: []) { _ in }
        #expect(await store.updates.map(\.state) == [.complete])
    }

    @Test func aCancelledReplyIsKeptAsPartial() async throws {
        let (stream, continuation) = AsyncThrowingStream<String, Error>.makeStream()
        let store = FakeChatStore()
        let interactor = makeInteractor(responder: ScriptedResponder(stream: stream), store: store)
        let chat = try await interactor.openChat(with: "mochi")
        let reply = try await store.append(interactor.emptyReply(), to: chat.id)
        let shown = EventLog()
        let task = Task { await interactor.streamReply(reply, as: mochi, to: []) { shown.record($0) } }
        continuation.yield("Once upon")
        for _ in 0..<2_000 where shown.entries.isEmpty { try await Task.sleep(for: .milliseconds(1)) }
        task.cancel()
        let outcome = await task.value
        #expect(outcome.message.text == "Once upon")
        #expect(outcome.message.state == .partial)
        #expect(outcome.failure == nil)
        #expect(await store.stored.last?.state == .partial)
        #expect(await store.stored.last?.text == "Once upon")
    }

    @Test func aFailedReplyKeepsItsText() async throws {
        let store = FakeChatStore()
        let responder = ScriptedResponder(pieces: ["Mrr"], failure: .unavailable("the persona"))
        let interactor = makeInteractor(responder: responder, store: store)
        let chat = try await interactor.openChat(with: "mochi")
        let reply = try await store.append(interactor.emptyReply(), to: chat.id)
        let outcome = await interactor.streamReply(reply, as: mochi, to: []) { _ in }
        #expect(outcome.message.text == "Mrr")
        #expect(outcome.message.state == .failed)
        #expect(outcome.failure as? DomainError == .unavailable("the persona"))
        #expect(await store.stored.last?.state == .failed)
        #expect(await store.stored.last?.text == "Mrr")
    }

    @Test func aReplyCancelledBeforeItStartsAsksForNothing() async throws {
        let log = EventLog()
        let store = FakeChatStore(log: log)
        let interactor = makeInteractor(responder: ScriptedResponder(pieces: ["x"], log: log), store: store)
        let chat = try await interactor.openChat(with: "mochi")
        let reply = try await store.append(interactor.emptyReply(), to: chat.id)
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await interactor.streamReply(reply, as: mochi, to: []) { _ in }
        }
        let outcome = await task.value
        #expect(outcome.message.state == .partial)
        #expect(!log.entries.contains { $0.hasPrefix("reply requested") })
        #expect(await store.stored.last?.state == .partial)
    }

    @Test func resetEmptiesAReplyForRegenerating() async throws {
        let store = FakeChatStore()
        let interactor = makeInteractor(store: store)
        let chat = try await interactor.openChat(with: "mochi")
        var failed = interactor.emptyReply()
        failed.text = "half"
        failed.state = .failed
        _ = try await store.append(failed, to: chat.id)
        let reset = try await interactor.resetReply(failed)
        #expect(reset.text.isEmpty)
        #expect(reset.state == .partial)
        #expect(reset.id == failed.id)
        #expect(await store.stored.map(\.text) == [""])
    }

    @Test func historyLoadsNewestPageFirstThenOlderPages() async throws {
        let messages = (0..<120).map { ChatMessage(role: .user, text: "m\($0)", sentAt: referenceNow + Double($0)) }
        let stored = Chat(avatarID: "mochi", createdAt: referenceNow, modifiedAt: referenceNow)
        let interactor = makeInteractor(store: FakeChatStore(chats: [(stored, messages)]))
        let chat = try await interactor.openChat(with: "mochi")
        let newest = try await interactor.newestMessages(in: chat)
        #expect(newest.count == ChatInteractor.pageSize)
        #expect(newest.first?.text == "m70")
        #expect(newest.last?.text == "m119")
        let older = try await interactor.messages(in: chat, olderThan: try #require(newest.first))
        #expect(older.map(\.text) == (20..<70).map { "m\($0)" })
        let oldest = try await interactor.messages(in: chat, olderThan: try #require(older.first))
        #expect(oldest.map(\.text) == (0..<20).map { "m\($0)" })
        #expect(try await interactor.messages(in: chat, olderThan: try #require(oldest.first)).isEmpty)
    }

    @Test func aDraftIsKeptPerChatAndAnEmptyOneIsRemoved() async throws {
        let drafts = FakeDraftStore()
        let interactor = makeInteractor(drafts: drafts)
        let chat = try await interactor.openChat(with: "mochi")
        #expect(try await interactor.draft(in: chat) == "")
        try await interactor.saveDraft("half a thought 🐟\nand more", in: chat)
        #expect(try await interactor.draft(in: chat) == "half a thought 🐟\nand more")
        try await interactor.saveDraft("", in: chat)
        #expect(await drafts.drafts().isEmpty)
    }

    /// Spaces and blank lines alone are no draft: the chats list would show an empty "Draft:".
    @Test func aBlankDraftIsRemoved() async throws {
        let drafts = FakeDraftStore()
        let interactor = makeInteractor(drafts: drafts)
        let chat = try await interactor.openChat(with: "mochi")
        try await interactor.saveDraft("kept", in: chat)
        try await interactor.saveDraft("\n\n   ", in: chat)
        #expect(await drafts.drafts().isEmpty)
    }
}
