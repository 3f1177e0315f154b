import DataAccess
import Domain
import DomainDoubles
import Foundation
import Presentation
import Testing

/// A reply the database refused stays held, and is saved again every few seconds, after its chat
/// was left too: the chat opened again shows it with its problem line, not the fragment stored,
/// and drops the line once it is saved.
@MainActor
@Suite("A chat opened again while its reply is not saved")
struct ChatHeldReplyPresenterTests {
    /// Save timers that fire at once, so that retries need no waiting.
    let quick = Sleeper { _ in try await Task.sleep(for: .milliseconds(5)) }

    @Test func itShowsTheHeldReplyWithItsProblemAndTheSavedOneAfter() async throws {
        let store = FakeChatStore(clock: FixtureCatalog.clock)
        let responder = ScriptedResponder()
        let harness = Harness(path: [.explore, .chat(avatarID: "fx-cat-mochi")], responder: responder, chatStore: store)
        let (presenter, stream) = try await harness.chatReplying(to: "tell me a story", from: responder, sleeper: quick)
        stream.yield("Once upon")
        #expect(try await eventually(seconds: 10) { try await storedMessages(in: store).last?.text == "Once upon" })
        await store.failWrites()
        stream.yield(" a time")
        stream.finish()
        await presenter.waitForReply()
        await presenter.onDisappear()
        #expect(harness.router.notice == Notice(
            "Could not save a reply (the disk is full): it is kept while aichats runs, in the chat", isError: true))

        let reopened = harness.chat("fx-cat-mochi", sleeper: quick)
        await reopened.onAppear()
        let reply = try #require(reopened.messages.last)
        #expect(reply.text == "Once upon a time", "not the fragment stored")
        #expect(reply.state == .complete)
        #expect(reopened.saveProblems[reply.id]
            == "Could not save this reply: the disk is full. It stays on screen; saving retries every few seconds.")
        #expect(!reopened.lastReplyEnded, "no retry is offered for a reply that is whole")

        await store.acceptWrites()
        #expect(try await eventually(seconds: 10) { try await storedMessages(in: store).last?.text == "Once upon a time" })
        #expect(await eventually(seconds: 10) { reopened.saveProblems.isEmpty }, "the problem line goes away")
        #expect(await harness.deps.replySavers.held().isEmpty)
    }
}
