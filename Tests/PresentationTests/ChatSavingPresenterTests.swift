import DataAccess
import Domain
import DomainDoubles
import Foundation
import Presentation
import Testing

/// What the chat does when the database refuses a write (a full disk, a lock held by another
/// program): nothing typed or received is lost, and the user is told why in plain words.
@MainActor
@Suite("ChatPresenter when saving fails")
struct ChatSavingPresenterTests {
    let chatPath: [AppRoute] = [.explore, .chat(avatarID: "fx-cat-mochi")]
    /// Save timers that fire at once, so that retries need no waiting.
    let quick = Sleeper { _ in try await Task.sleep(for: .milliseconds(5)) }

    /// Mochi's chat on `store` after the user sent `text`, with the stream of the reply asked.
    func replying(
        to text: String, on store: any ChatStore
    ) async throws -> (Harness, ChatPresenter, AsyncThrowingStream<String, Error>.Continuation) {
        let responder = ScriptedResponder()
        let harness = Harness(path: chatPath, responder: responder, chatStore: store)
        let (presenter, stream) = try await harness.chatReplying(to: text, from: responder, sleeper: quick)
        return (harness, presenter, stream)
    }

    @Test(arguments: [
        (StorageFailure.diskFull, "Your message was not sent (the disk is full) and is back in the input."),
        (.locked, "Your message was not sent (another program has locked the database) and is back in the input."),
    ])
    func aMessageThatCannotBeStoredGoesBackIntoTheInput(failure: StorageFailure, notice: String) async throws {
        let store = FakeChatStore(clock: FixtureCatalog.clock)
        let responder = ScriptedResponder()
        let harness = Harness(path: chatPath, responder: responder, chatStore: store)
        let presenter = harness.chat("fx-cat-mochi")
        await presenter.onAppear()
        await store.failWrites(with: DomainError.storage(failure))
        presenter.editInput { $0.insert("hello\nMochi") }
        presenter.send()
        await presenter.waitForReply()
        #expect(presenter.messages.isEmpty, "the message left the conversation with its reply")
        #expect(presenter.input.text == "hello\nMochi", "its text is back in the input")
        #expect(harness.router.notice == Notice(notice, isError: true))
        #expect(!presenter.isReplying)
        #expect(responder.requests == 0)
        // Nothing is left to retry, so no retry can look for a message that was never stored.
        #expect(!presenter.canRegenerate)
        presenter.regenerate()
        #expect(presenter.failureReasons.isEmpty)
        #expect(try await storedMessages(in: store).isEmpty)

        await store.acceptWrites()
        presenter.send()
        try #require(await responder.stream(0)).finish()
        await presenter.waitForReply()
        #expect(presenter.messages.map(\.text) == ["hello\nMochi", ""])
        #expect(try await storedMessages(in: store) == presenter.messages)
    }

    @Test func textTypedWhileTheMessageWasRefusedStaysAfterIt() async throws {
        let store = FakeChatStore(clock: FixtureCatalog.clock)
        let harness = Harness(path: chatPath, chatStore: store)
        let presenter = harness.chat("fx-cat-mochi")
        await presenter.onAppear()
        await store.failWrites()
        presenter.editInput { $0.insert("first") }
        presenter.send()
        presenter.editInput { $0.insert("second") }
        await presenter.waitForReply()
        #expect(presenter.input.text == "first\nsecond")
    }

    @Test func aReplyThatCannotBeSavedSaysSoKeepsItsTextAndIsSavedWhenSpaceReturns() async throws {
        let store = FakeChatStore(clock: FixtureCatalog.clock)
        let (_, presenter, stream) = try await replying(to: "tell me a story", on: store)
        await store.failWrites()
        stream.yield("Once upon")
        stream.yield(" a time")
        stream.finish()
        await presenter.waitForReply()
        let reply = try #require(presenter.messages.last)
        #expect(reply.text == "Once upon a time")
        #expect(reply.state == .complete)
        #expect(presenter.saveProblems[reply.id]
            == "Could not save this reply: the disk is full. It stays on screen; saving retries every few seconds.")
        #expect(try await storedMessages(in: store).last?.text == "")
        #expect(await eventually(seconds: 10) { await store.refusedWrites >= 3 }, "saving is tried again")

        await store.acceptWrites()
        #expect(try await eventually(seconds: 10) { try await storedMessages(in: store).last == reply })
        #expect(await eventually(seconds: 10) { presenter.saveProblems.isEmpty }, "the problem line goes away")
    }

    /// Quitting would lose a reply that only the screen holds: Ctrl-C says so once, and a quit
    /// signal gets its text to leave on the terminal.
    @Test func aReplyThatCannotBeSavedMakesCtrlCAskFirst() async throws {
        let store = FakeChatStore(clock: FixtureCatalog.clock)
        let (harness, presenter, stream) = try await replying(to: "tell me a story", on: store)
        #expect(presenter.allowsQuitting(), "nothing unsaved yet")
        await store.failWrites()
        stream.yield("Once upon a time")
        stream.finish()
        await presenter.waitForReply()
        #expect(!presenter.allowsQuitting())
        #expect(harness.router.notice
            == Notice("A reply is not saved: Ctrl-C again quits without it", isError: true))
        #expect(presenter.unsavedInput?.description == "Chat with Mochi 🍡: reply “Once upon a time”")
        #expect(presenter.allowsQuitting(), "the second Ctrl-C quits")
    }

    /// Another aichats deleted the chat (or the account) while the reply streamed: the reply
    /// cannot be saved, which is said in the words used for sending into a deleted chat, without
    /// the message's id and without promising retries.
    @Test func aReplyWhoseChatWasDeletedElsewhereSaysSoWithoutPromisingRetries() async throws {
        let store = FakeChatStore(clock: FixtureCatalog.clock)
        let (_, presenter, stream) = try await replying(to: "please reply slowly", on: store)
        try await store.deleteChat(await store.chat(for: "fx-cat-mochi").id)
        stream.yield("Slowly")
        stream.finish()
        await presenter.waitForReply()
        let reply = try #require(presenter.messages.last)
        #expect(reply.text == "Slowly", "it stays on screen")
        #expect(presenter.saveProblems[reply.id]
            == "Could not save this reply: this chat, deleted since it was opened, was not found. "
            + "It stays on screen until you leave the chat.")
    }

    @Test func aPieceFollowedByAPauseIsStoredWithinTheSaveInterval() async throws {
        let (harness, _, presenter, stream) = try await ChatPresenterFixtures.replying(to: "are you there?")
        stream.yield("Mrr")
        // The stream now pauses; before, the piece waited for the next one to be saved.
        let saved = try await eventually(seconds: 10) {
            try await storedMessages(in: harness.deps.chatStore).last.map { $0.text == "Mrr" && $0.state == .partial } ?? false
        }
        #expect(saved, "saved while the stream pauses, so kill -9 now would keep it")
        #expect(presenter.isReplying)
        stream.finish()
        await presenter.waitForReply()
    }
}
