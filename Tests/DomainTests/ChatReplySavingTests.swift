import Domain
import DomainDoubles
import Foundation
import Testing

/// How a growing reply reaches the store: on a timer after each piece, at the end, and again and
/// again while the store refuses it; and where a reply too long is cut.
@Suite("ChatInteractor saves replies")
struct ChatReplySavingTests {
    let mochi = makeAvatar("mochi", name: "Mochi", .cat)

    /// A reply fed by hand to a stored empty reply, with a save timer fired by hand.
    struct Streaming {
        let store = FakeChatStore()
        let sleeper = ManualSleeper()
        /// The app's one set of savers, which an interactor made for a retry shares, as every
        /// chat's does in the app.
        let savers = ReplySavers()
        let shown = EventLog()
        let problems = EventLog()
        let continuation: AsyncThrowingStream<String, Error>.Continuation
        let task: Task<ReplyOutcome, Never>

        init(_ mochi: Avatar) async throws {
            let (stream, continuation) = AsyncThrowingStream<String, Error>.makeStream()
            self.continuation = continuation
            let interactor = ChatInteractorTests().makeInteractor(
                responder: ScriptedResponder(stream: stream), store: store, sleeper: sleeper, savers: savers)
            let chat = try await interactor.openChat(with: "mochi")
            let reply = try await store.append(interactor.emptyReply(), to: chat.id)
            let (shown, problems) = (shown, problems)
            task = Task {
                await interactor.streamReply(reply, as: mochi, to: [], onText: { shown.record($0) }) { error in
                    problems.record(error.map { "\($0)" } ?? "saved")
                }
            }
        }

        /// Feeds pieces and waits until they were handed on.
        func feed(_ pieces: String...) async {
            let before = shown.entries.count
            for piece in pieces { continuation.yield(piece) }
            for _ in 0..<2_000 where shown.entries.count < before + pieces.count {
                try? await Task.sleep(for: .milliseconds(1))
            }
        }

        /// Feeds `text` and ends the reply while every write fails with `failure`; the reply.
        func endsWhileWritesFail(with failure: DomainError, after text: String) async -> ChatMessage {
            await store.failWrites(with: failure)
            await feed(text)
            continuation.finish()
            return await task.value.message
        }

        /// The stored updates, as "state text".
        func updates() async -> [String] { await store.updates.map { "\($0.state.rawValue) \($0.text)" } }

        /// Waits (up to about five seconds) until the store got `count` updates.
        func waitForUpdates(_ count: Int) async -> [String] {
            for _ in 0..<5_000 where await store.updates.count < count { try? await Task.sleep(for: .milliseconds(1)) }
            return await updates()
        }
    }

    @Test func aPieceFollowedByAPauseIsSavedWhenTheTimerFiresWhileTheStreamWaits() async throws {
        let reply = try await Streaming(mochi)
        await reply.feed("Once", " upon")
        #expect(reply.shown.entries == ["Once", " upon"], "pieces are handed on one by one")
        #expect(await reply.sleeper.waitForSleep(), "a save is timed after the first unsaved piece")
        #expect(await reply.updates().isEmpty)
        reply.sleeper.fire()
        #expect(await reply.waitForUpdates(1) == ["partial Once upon"], "saved while the stream pauses")
        await reply.feed(" a time")
        reply.continuation.finish()
        let outcome = await reply.task.value
        #expect(await reply.updates() == ["partial Once upon", "complete Once upon a time"])
        #expect(outcome.message.text == "Once upon a time")
        #expect(reply.problems.entries.isEmpty)
    }

    @Test func aQuickReplyIsSavedOnceAtTheEnd() async throws {
        let reply = try await Streaming(mochi)
        await reply.feed("x", "y", "z")
        reply.continuation.finish()
        _ = await reply.task.value
        #expect(await reply.updates() == ["complete xyz"])
        #expect(reply.sleeper.sleeping == 0, "the timer stopped with the reply")
    }

    @Test func aSaveThatFailsIsReportedAndTriedAgainUntilTheStoreTakesIt() async throws {
        let reply = try await Streaming(mochi)
        await reply.store.failWrites(with: .storage(.diskFull))
        await reply.feed("Mrr", "ow")
        reply.sleeper.fire()
        for _ in 0..<2_000 where reply.problems.entries.isEmpty { try await Task.sleep(for: .milliseconds(1)) }
        #expect(reply.problems.entries == ["storage(Domain.StorageFailure.diskFull)"])
        reply.continuation.finish()
        let outcome = await reply.task.value
        #expect(outcome.message.text == "Mrrow", "the reply keeps its text")
        #expect(outcome.message.state == .complete)
        #expect(await reply.store.stored.last?.text == "")
        #expect(await reply.sleeper.waitForSleep(), "saving goes on after the reply ended")
        await reply.store.acceptWrites()
        reply.sleeper.fire()
        #expect(await reply.waitForUpdates(1) == ["complete Mrrow"])
        for _ in 0..<2_000 where reply.problems.entries.last != "saved" { try await Task.sleep(for: .milliseconds(1)) }
        #expect(reply.problems.entries.suffix(1) == ["saved"], "the problem is over")
        #expect(reply.problems.entries.dropLast().allSatisfy { $0.contains("diskFull") })
    }

    /// The chat was deleted in another aichats while the reply streamed: no save can store it,
    /// so the problem is reported once and no retry is timed.
    @Test func aReplyWhoseChatIsGoneIsNotTriedAgain() async throws {
        let reply = try await Streaming(mochi)
        let outcome = await reply.endsWhileWritesFail(with: .chatGone, after: "Mrrow")
        #expect(outcome.text == "Mrrow", "the reply keeps its text")
        try await Task.sleep(for: .milliseconds(100))
        #expect(reply.sleeper.sleeping == 0, "no retry is timed")
        #expect(await reply.store.refusedWrites == 1)
        #expect(reply.problems.entries.count == 1 && reply.problems.entries[0].contains("deleted since it was opened"))
    }

    @Test func aRetriedReplyIsNotOverwrittenByTheOldOneStillTryingToSave() async throws {
        let reply = try await Streaming(mochi)
        let old = await reply.endsWhileWritesFail(with: .storage(.locked), after: "old words")
        #expect(await reply.sleeper.waitForSleep())
        await reply.store.acceptWrites()
        let interactor = ChatInteractorTests().makeInteractor(
            responder: ScriptedResponder(pieces: ["new"]), store: reply.store, sleeper: reply.sleeper, savers: reply.savers)
        let reset = try await interactor.resetReply(old)
        _ = await interactor.streamReply(reset, as: mochi, to: [])
        reply.sleeper.fire()
        try await Task.sleep(for: .milliseconds(50))
        #expect(await reply.updates() == ["partial ", "complete new"])
        #expect(await reply.store.stored.last?.text == "new")
    }

    @Test func aRetryThatCannotEmptyTheReplyKeepsSavingTheOldText() async throws {
        let reply = try await Streaming(mochi)
        let old = await reply.endsWhileWritesFail(with: .storage(.diskFull), after: "old words")
        let interactor = ChatInteractorTests().makeInteractor(store: reply.store, sleeper: reply.sleeper, savers: reply.savers)
        await #expect(throws: DomainError.storage(.diskFull)) { _ = try await interactor.resetReply(old) }
        #expect(await reply.sleeper.waitForSleep(), "the old text, still on screen, is still being saved")
        await reply.store.acceptWrites()
        reply.sleeper.fire()
        #expect(await reply.waitForUpdates(1) == ["complete old words"])
    }

    @Test func aSendThatCannotBeStoredThrowsThePlainReason() async throws {
        let store = FakeChatStore()
        let interactor = ChatInteractorTests().makeInteractor(store: store)
        let chat = try await interactor.openChat(with: "mochi")
        await store.failWrites(with: .storage(.locked))
        let message = try #require(interactor.userMessage("hello"))
        await #expect(throws: DomainError.storage(.locked)) {
            try await interactor.send(message, reply: interactor.emptyReply(), in: chat)
        }
        #expect(await store.stored.isEmpty)
        #expect(DomainError.storage(.locked).message == "another program has locked the database")
    }

    @Test func aReplyIsCutAtOneMegabyteOnACharacterBoundaryAndTheStreamStops() async throws {
        let pulled = EventLog()
        let store = FakeChatStore()
        let long = String(repeating: "a", count: ChatInteractor.maxReplyBytes - 2)
        let responder = ScriptedResponder(pieces: [long, "bé€", "never asked for"]) {
            pulled.record("\($0)")
        }
        let interactor = ChatInteractorTests().makeInteractor(responder: responder, store: store)
        let chat = try await interactor.openChat(with: "mochi")
        let reply = try await store.append(interactor.emptyReply(), to: chat.id)
        let outcome = await interactor.streamReply(reply, as: mochi, to: [])
        #expect(outcome.message.text == long + "b", "é would pass 1,000,000 bytes")
        #expect(outcome.message.state == .partial)
        #expect(outcome.message.failureReason == ChatInteractor.replyCutReason, "why is beside the text, never in it")
        #expect(await store.stored.last?.text == outcome.message.text)
        #expect(await store.stored.last?.failureReason == ChatInteractor.replyCutReason)
        #expect(pulled.entries == ["0", "1"], "nothing more is asked of the stream")
    }
}
