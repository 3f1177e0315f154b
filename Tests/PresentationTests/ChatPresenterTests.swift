import DataAccess
import Domain
import DomainDoubles
import Presentation
import Testing

@MainActor
@Suite("ChatPresenter")
struct ChatPresenterTests {
    let chatPath: [AppRoute] = [.explore, .chat(avatarID: "fx-cat-mochi")]

    @Test func onAppearLoadsTheAvatar() async {
        let presenter = Harness(path: chatPath).chat("fx-cat-mochi")
        await presenter.onAppear()
        #expect(presenter.avatar?.name == "Mochi 🍡")
        #expect(presenter.loadError == nil)
    }

    @Test func anUnknownAvatarIsReported() async {
        let presenter = Harness().chat("ghost")
        await presenter.onAppear()
        #expect(presenter.avatar == nil)
        #expect(presenter.loadError == "avatar ghost was not found")
        presenter.editInput { $0.insert("hello?") }
        presenter.send()
        #expect(presenter.messages.isEmpty)
    }

    @Test func sendAppendsTheMessageAndAStreamedReply() async throws {
        let harness = Harness(path: chatPath)
        let presenter = await harness.chatAfterSending("  hello Mochi  ")
        #expect(presenter.input.isEmpty)
        #expect(presenter.isReplying)
        #expect(presenter.messages.map(\.role) == [.user, .assistant])
        #expect(presenter.messages[0].text == "hello Mochi")
        await presenter.waitForReply()
        #expect(!presenter.isReplying)
        let avatar = try #require(presenter.avatar)
        let expected = echoedReply(avatar, [presenter.messages[0]]).joined()
        #expect(!expected.isEmpty)
        #expect(presenter.messages[1].text == expected)
        #expect(presenter.messages[1].state == .complete)
        #expect(harness.router.path == chatPath)
        let stored = try await storedMessages(in: harness.deps.chatStore)
        #expect(stored == presenter.messages)
    }

    @Test func blankInputSendsNothing() async {
        let harness = Harness(path: chatPath)
        let presenter = await harness.chatAfterSending("  \t ")
        #expect(presenter.messages.isEmpty)
        #expect(!presenter.isReplying)
        #expect(harness.router.notice == Notice("Nothing to send: the message is blank"))
    }

    @Test func enterWhileAReplyStreamsKeepsTheTextAndSaysWhy() async throws {
        let responder = ScriptedResponder()
        let harness = Harness(path: chatPath, responder: responder)
        let presenter = await harness.chatAfterSending("one")
        presenter.editInput { $0.insert("two") }
        presenter.send()
        #expect(presenter.messages.count == 2)
        #expect(presenter.input.text == "two")
        #expect(harness.router.notice == Notice("Wait for the reply to finish, Esc to stop it, or Alt-l to leave it writing"))
        try #require(await responder.stream(0)).finish()
        await presenter.waitForReply()
        #expect(responder.requests == 1)
        #expect(presenter.messages.count == 2)
        #expect(harness.router.notice == nil, "the notice is gone once the reply ended")
    }

    @Test func backWhileReplyingStopsTheReplyAndStays() async throws {
        let (harness, _, presenter, stream) = try await ChatPresenterFixtures.replying(to: "tell me a story")
        stream.yield("Once upon")
        #expect(await eventually { presenter.messages.last?.text == "Once upon" })
        presenter.back()
        #expect(!presenter.isReplying)
        #expect(presenter.messages.last?.text == "Once upon")
        #expect(presenter.messages.last?.state == .partial)
        #expect(presenter.canRegenerate)
        #expect(harness.router.path == chatPath)
        stream.yield(" a time")
        await presenter.waitForReply()
        #expect(presenter.messages.last?.text == "Once upon")
        #expect(!presenter.isReplying)
        let stored = try await storedMessages(in: harness.deps.chatStore)
        #expect(stored.last?.text == "Once upon")
        #expect(stored.last?.state == .partial)
    }

    /// Quitting (Ctrl-C, a quit signal) takes the chat away mid-reply, then stops every reply:
    /// the reply stops as Esc stops it and is stored as far as it arrived, not as far as its
    /// last half-second save. The chat going alone (Alt-l) leaves it writing.
    @Test func goingAwayMidReplyStoresTheReplyAsShown() async throws {
        let (harness, _, presenter, stream) = try await ChatPresenterFixtures.replying(to: "tell me a story")
        stream.yield("Once upon")
        stream.yield(" a time")
        #expect(await eventually { presenter.messages.last?.text == "Once upon a time" })
        await presenter.onDisappear()
        #expect(harness.deps.replyRuns.writers == ["Mochi 🍡"])
        await harness.deps.replyRuns.stopAll()
        #expect(harness.deps.replyRuns.writers.isEmpty)
        let stored = try await storedMessages(in: harness.deps.chatStore)
        #expect(stored.last?.text == "Once upon a time")
        #expect(stored.last?.state == .partial)
    }

    @Test func backWhenIdlePops() async {
        let harness = Harness(path: chatPath)
        let presenter = harness.chat("fx-cat-mochi")
        await presenter.onAppear()
        presenter.back()
        #expect(harness.router.path == [.explore])
    }

    @Test func backAfterAFinishedReplyPops() async {
        let harness = Harness(path: chatPath)
        let presenter = await harness.chatAfterSending("hi")
        await presenter.waitForReply()
        presenter.back()
        #expect(harness.router.path == [.explore])
        #expect(presenter.messages.last?.state == .complete)
        #expect(!presenter.lastReplyEnded)
    }

    @Test func aFailedReplyIsMarked() async throws {
        let (_, _, presenter, stream) = try await ChatPresenterFixtures.replying(to: "hi")
        stream.yield("Mrr")
        stream.finish(throwing: DomainError.unavailable("the persona"))
        await presenter.waitForReply()
        let reply = try #require(presenter.messages.last)
        #expect(reply.text == "Mrr")
        #expect(reply.state == .failed)
        #expect(presenter.failureReasons[reply.id] == "reply stopped: could not load the persona")
        #expect(!presenter.isReplying)
        #expect(presenter.lastReplyEnded)
    }

    /// A message too long for context_chars, or a model that only calls a tool: asking again
    /// sends the same, so no retry is offered; any other failure offers one.
    @Test(arguments: [
        ("your message has 400 characters … leaves room for 100; \(ReplyRetry.tooLongWords). Shorten it", false),
        ("the model asked to call a tool (get_weather), \(ReplyRetry.toolCallWords)", false),
        ("the server sent an empty reply", true),
    ])
    func aRetryIsOfferedOnlyWhenItCanHelp(_ reason: String, _ offered: Bool) async throws {
        let (_, _, presenter, stream) = try await ChatPresenterFixtures.replying(to: "hi")
        stream.finish(throwing: DomainError.unavailable(reason))
        await presenter.waitForReply()
        #expect(presenter.lastReplyEnded)
        #expect(presenter.offersRetry == offered)
    }

    @Test func aStoppedReplyDoesNotDisturbTheNextOne() async throws {
        let responder = ScriptedResponder()
        let harness = Harness(path: chatPath, responder: responder)
        let presenter = await harness.chatAfterSending("first")
        presenter.back()
        presenter.editInput { $0.insert("second") }
        presenter.send()
        // The first reply was stopped before it was asked for; the second one streams.
        try #require(await responder.stream(0)).yield("Hi")
        #expect(await eventually { presenter.messages.last?.text == "Hi" })
        await settle()
        #expect(presenter.isReplying)
        presenter.back()
        #expect(harness.router.path == chatPath)
        #expect(presenter.messages.map(\.text) == ["first", "", "second", "Hi"])
        #expect(presenter.messages.map(\.state) == [.complete, .partial, .complete, .partial])
        await presenter.waitForReply()
        #expect(responder.requests == 1)
        let stored = try await storedMessages(in: harness.deps.chatStore)
        #expect(stored.map(\.text) == ["first", "", "second", "Hi"])
    }

    @Test func scrollingStaysWithinZeroAndMax() {
        let presenter = Harness().chat("fx-cat-mochi")
        presenter.scroll(by: 3, maxOffset: 10)
        #expect(presenter.scrollFromBottom == 3)
        presenter.scroll(by: 30, maxOffset: 10)
        #expect(presenter.scrollFromBottom == 10)
        presenter.scroll(by: -50, maxOffset: 10)
        #expect(presenter.scrollFromBottom == 0)
        presenter.scroll(by: 5, maxOffset: -1)
        #expect(presenter.scrollFromBottom == 0)
        presenter.scroll(toOldest: true, maxOffset: 8)
        #expect(presenter.scrollFromBottom == 8)
        presenter.scroll(toOldest: false, maxOffset: 8)
        #expect(presenter.scrollFromBottom == 0)
    }

    @Test func sendingFollowsTheConversationAgain() async {
        let presenter = Harness(path: chatPath).chat("fx-cat-mochi")
        await presenter.onAppear()
        presenter.scroll(by: 4, maxOffset: 10)
        presenter.editInput { $0.insert("back to the bottom") }
        presenter.send()
        #expect(presenter.scrollFromBottom == 0)
        await presenter.waitForReply()
    }
}
