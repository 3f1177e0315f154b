import DataAccess
import Domain
import DomainDoubles
import Foundation
import Presentation
import Testing

/// Working with a conversation: errors kept with the chat, regenerating at any time as a new
/// version, switching versions, editing the last message.
@MainActor
@Suite("ChatPresenter: versions, edits, deletions and stored errors")
struct ChatConversationPresenterTests {
    let chatPath: [AppRoute] = [.explore, .chat(avatarID: "fx-cat-mochi")]

    /// Ctrl-R, then the second reply asked of `responder` says `text` and ends.
    func regenerate(_ presenter: ChatPresenter, answering text: String, from responder: ScriptedResponder) async throws {
        presenter.regenerate()
        let again = try #require(await responder.stream(1))
        again.yield(text)
        again.finish()
        await presenter.waitForReply()
    }

    /// A chat whose reply "Mrr" failed with the server's reason.
    func failedReply(_ responder: ScriptedResponder, store: FakeChatStore) async throws -> (Harness, ChatPresenter) {
        let harness = Harness(path: chatPath, responder: responder, chatStore: store)
        let (presenter, stream) = try await harness.chatReplying(to: "hi", from: responder)
        stream.yield("Mrr")
        stream.finish(throwing: DomainError.unavailable("the server"))
        await presenter.waitForReply()
        return (harness, presenter)
    }

    @Test func aFailedReplyKeepsItsTextAndReasonAfterARestart() async throws {
        let store = FakeChatStore(clock: FixtureCatalog.clock)
        let (harness, presenter) = try await failedReply(ScriptedResponder(), store: store)
        let id = try #require(presenter.messages.last?.id)
        #expect(presenter.failureReasons[id] == "reply stopped: could not load the server")
        let restarted = harness.chat("fx-cat-mochi")
        await restarted.onAppear()
        let reply = try #require(restarted.messages.last)
        #expect(reply.text == "Mrr")
        #expect(reply.state == .failed)
        #expect(reply.failureReason == "could not load the server")
        #expect(restarted.failureReasons[id] == "reply stopped: could not load the server")
        #expect(restarted.lastReplyEnded)
    }

    /// Ctrl-R while the server is still down: the kept text is an earlier version, not lost.
    @Test func regeneratingWhileTheServerIsDownKeepsTheOldText() async throws {
        let responder = ScriptedResponder()
        let store = FakeChatStore(clock: FixtureCatalog.clock)
        let (harness, presenter) = try await failedReply(responder, store: store)
        presenter.regenerate()
        try #require(await responder.stream(1)).finish(throwing: DomainError.unavailable("the server"))
        await presenter.waitForReply()
        let second = try #require(presenter.messages.last)
        #expect(second.text == "")
        #expect(presenter.failureReasons[second.id] == "reply failed: could not load the server")
        #expect(presenter.lastReplyVersion.map { [$0.number, $0.count] } == [2, 2])
        let restarted = harness.chat("fx-cat-mochi")
        await restarted.onAppear()
        #expect(restarted.messages.last?.id == second.id)
        #expect(restarted.failureReasons[second.id] == "reply failed: could not load the server")
        await restarted.showVersion(offset: -1)
        #expect(restarted.messages.last?.text == "Mrr")
        #expect(restarted.failureReasons[restarted.messages.last?.id ?? UUID()] == "reply stopped: could not load the server")
        await restarted.showVersion(offset: -1)
        #expect(restarted.lastReplyVersion.map { [$0.number, $0.count] } == [1, 2], "there is no version 0")
        await restarted.showVersion(offset: 1)
        #expect(restarted.messages.last?.id == second.id)
    }

    /// When the database refuses the new version, the reply shown stays as it is stored.
    @Test func aRefusedNewVersionPutsTheOldReplyBack() async throws {
        let responder = ScriptedResponder()
        let store = FakeChatStore(clock: FixtureCatalog.clock)
        let (harness, presenter) = try await failedReply(responder, store: store)
        let before = try #require(presenter.messages.last)
        await store.failWrites()
        presenter.regenerate()
        await presenter.waitForReply()
        #expect(presenter.messages.last == before)
        #expect(!presenter.isReplying)
        #expect(responder.requests == 1, "nothing is asked while nothing could be stored")
        #expect(harness.router.notice?.isError == true)
    }

    /// Ctrl-R while the reply streams stops it, keeps what arrived as version 1, and the
    /// history sent again ends with the user's message.
    @Test func regeneratingWhileAReplyStreamsKeepsWhatArrived() async throws {
        let (_, responder, presenter, stream) = try await ChatPresenterFixtures.replying(to: "a story")
        stream.yield("Once")
        #expect(await eventually { presenter.messages.last?.text == "Once" })
        try await regenerate(presenter, answering: "Twice", from: responder)
        #expect(presenter.messages.map(\.text) == ["a story", "Twice"])
        #expect(responder.receivedRequests.map { $0.history.map(\.text) } == [["a story"], ["a story"]])
        await presenter.showVersion(offset: -1)
        #expect(presenter.messages.last?.text == "Once")
        #expect(presenter.messages.last?.state == .partial)
    }

    /// Ctrl-R before the server sent anything (a hang, a 429 wait) asks again in place: the
    /// empty attempt is not kept as a version.
    @Test func regeneratingBeforeAnyTextMakesNoVersion() async throws {
        let (harness, responder, presenter, _) = try await ChatPresenterFixtures.replying(to: "a story")
        try await regenerate(presenter, answering: "Once", from: responder)
        #expect(presenter.messages.map(\.text) == ["a story", "Once"])
        #expect(presenter.messages.last?.versionCount == 1)
        #expect(presenter.lastReplyVersion == nil)
        let stored = try await storedMessages(in: harness.deps.chatStore)
        #expect(stored.map(\.text) == ["a story", "Once"])
        #expect(stored.last?.state == .complete && stored.last?.versionCount == 1)
    }

    /// The history sent after switching back uses the version shown.
    @Test func theHistorySentHoldsTheVersionShown() async throws {
        let (_, responder, presenter, stream) = try await ChatPresenterFixtures.replying(to: "hi")
        stream.yield("first answer")
        stream.finish()
        await presenter.waitForReply()
        presenter.regenerate()
        let second = try #require(await responder.stream(1))
        second.yield("second answer")
        second.finish()
        await presenter.waitForReply()
        await presenter.showVersion(offset: -1)
        presenter.editInput { $0.insert("and then?") }
        presenter.send()
        try #require(await responder.stream(2)).finish()
        await presenter.waitForReply()
        #expect(responder.receivedRequests.last?.history.map(\.text) == ["hi", "first answer", "and then?"])
    }

    @Test func editingTheLastMessageReplacesItAndItsReply() async throws {
        let harness = Harness(path: chatPath)
        let presenter = await harness.chatAfterSending("hi")
        await presenter.waitForReply()
        presenter.editLastSent()
        #expect(presenter.input.text == "hi")
        #expect(presenter.editingMessageID == presenter.messages.first?.id)
        presenter.editInput { $0.insert(" there") }
        presenter.send()
        await presenter.waitForReply()
        #expect(presenter.messages.map(\.text) == ["hi there", "Mochi 🍡 heard: hi there"])
        #expect(presenter.editingMessageID == nil)
        #expect(try await storedMessages(in: harness.deps.chatStore).map(\.text) == ["hi there", "Mochi 🍡 heard: hi there"])
    }

    @Test func escStopsEditingAndAnEditedTextIsKeptToBeSentAsANewMessage() async throws {
        let harness = Harness(path: chatPath)
        let presenter = await harness.chatAfterSending("hi")
        await presenter.waitForReply()
        presenter.editLastSent()
        presenter.editInput { $0.insert(" again") }
        presenter.back()
        #expect(presenter.editingMessageID == nil)
        #expect(harness.router.top == .chat(avatarID: "fx-cat-mochi"), "Esc stopped editing and stayed")
        #expect(presenter.input.text == "hi again")
        presenter.send()
        await presenter.waitForReply()
        #expect(presenter.messages.map(\.text) == ["hi", "Mochi 🍡 heard: hi", "hi again", "Mochi 🍡 heard: hi again"])
    }

    @Test func theDraftIsPutAsideWhileEditingAndComesBack() async throws {
        let harness = Harness(path: chatPath)
        let presenter = await harness.chatAfterSending("hi")
        await presenter.waitForReply()
        presenter.editInput { $0.insert("my draft") }
        presenter.editLastSent()
        #expect(presenter.input.text == "hi")
        presenter.back()
        #expect(presenter.input.text == "my draft", "an unchanged edit leaves nothing to send twice")
        #expect(harness.router.notice?.text == "Edit cancelled: the message stays as it was")

        presenter.editLastSent()
        presenter.editInput { $0.insert("!") }
        presenter.back()
        #expect(presenter.input.text == "hi!\nmy draft", "the edited text and the draft are both kept")
        #expect(harness.router.notice?.text == "Edit cancelled: your edited text is kept in the input, above your draft")

        presenter.editInput { $0.clear(); $0.insert("my draft") }
        presenter.editLastSent()
        presenter.editInput { $0.insert(" there") }
        await presenter.saveDraft()
        let chat = try await harness.deps.chatStore.chat(for: "fx-cat-mochi")
        #expect(try await harness.deps.drafts.draft(in: chat.id) == "hi there\nmy draft",
                "quitting mid-edit keeps the edit and the draft put aside, as Esc would leave them")
        presenter.back()
        #expect(presenter.input.text == "hi there\nmy draft")
        presenter.editInput { $0.clear(); $0.insert("my draft") }
        presenter.editLastSent()
        presenter.editInput { $0.insert(" there") }
        presenter.send()
        #expect(presenter.input.text == "my draft", "sending the edit brings the draft back")
        await presenter.waitForReply()
        #expect(presenter.messages.map(\.text) == ["hi there", "Mochi 🍡 heard: hi there"])
        await presenter.saveDraft()
        #expect(try await harness.deps.drafts.draft(in: chat.id) == "my draft")
    }
}
