import Domain
import DomainDoubles
import Foundation
import Presentation
import Testing

/// From the request sent to the server's answer, nothing is being written: the chat knows it
/// waits for the server (loading a model, or stuck behind a proxy), not for a slow model.
@MainActor
@Suite("ChatPresenter: waiting for the server to answer")
struct ChatAwaitingServerTests {
    let responder = FedEventResponder()
    let clock = ManualClock(Date(timeIntervalSince1970: 1_000))
    let sleeper = ManualSleeper()

    func chat(in harness: Harness) -> ChatPresenter {
        let presenter = harness.chat("fx-cat-mochi")
        presenter.statusClock = clock.provider
        presenter.statusSleeper = ManualSleeper().sleeper
        presenter.silenceSleeper = sleeper.sleeper
        return presenter
    }

    func presenterReplying(_ harness: Harness? = nil) async -> ChatPresenter {
        let presenter = chat(in: harness ?? Harness(path: [.explore, .chat(avatarID: "fx-cat-mochi")], responder: responder))
        await presenter.onAppear()
        presenter.editInput { $0.insert("hello") }
        presenter.send()
        #expect(await eventually { self.responder.requests == 1 })
        return presenter
    }

    @Test func fromTheRequestToTheServersAnswerTheChatWaitsForTheServer() async {
        let presenter = await presenterReplying()
        #expect(!presenter.awaitsServer, "a responder that says nothing leaves the rule as it was")
        responder.feed(.requestSent)
        #expect(await eventually { presenter.awaitsServer })
        responder.feed(.serverAnswered)
        #expect(await eventually { !presenter.awaitsServer })
        #expect(presenter.isReplying)
        responder.feed(.text("Purr"))
        responder.finish()
        await presenter.waitForReply()
        #expect(!presenter.awaitsServer)
    }

    @Test func theFirstTextOrReasoningEndsTheWaitToo() async {
        let presenter = await presenterReplying()
        responder.feed(.requestSent)
        #expect(await eventually { presenter.awaitsServer })
        responder.feed(.reasoning("Hmm"))
        #expect(await eventually { !presenter.awaitsServer && presenter.isThinking })
        responder.finish()
        await presenter.waitForReply()

        let again = await presenterAfterFirstReply(presenter)
        responder.feed(.requestSent)
        #expect(await eventually { again.awaitsServer })
        responder.feed(.text("Purr"))
        #expect(await eventually { !again.awaitsServer && again.messages.last?.text == "Purr" })
        responder.finish()
        await again.waitForReply()
    }

    /// Sends a second message in the same chat, once the first reply ended.
    private func presenterAfterFirstReply(_ presenter: ChatPresenter) async -> ChatPresenter {
        presenter.editInput { $0.insert("again") }
        presenter.send()
        #expect(await eventually { self.responder.requests == 2 })
        return presenter
    }

    /// The silence of a server that has not answered is counted as any other, on the same rule.
    @Test func aServerThatDoesNotAnswerIsQuietAndStillAwaited() async {
        let presenter = await presenterReplying()
        responder.feed(.requestSent)
        #expect(await eventually { presenter.awaitsServer })
        clock.advance(by: 16)
        #expect(await sleeper.waitForSleep())
        sleeper.fire()
        #expect(await eventually { presenter.quietSeconds == 15 })
        #expect(presenter.awaitsServer)
        // The head is a sign of life: the silence starts again, now the model's.
        responder.feed(.serverAnswered)
        #expect(await eventually { !presenter.awaitsServer && presenter.quietSeconds == nil })
        presenter.cancelReply()
        await presenter.waitForReply()
    }

    /// After a 429 wait the request goes again: the countdown is over, the server is awaited.
    @Test func theRequestSentAgainAfterAWaitEndsTheCountdown() async {
        let presenter = await presenterReplying()
        responder.feed(.requestSent)
        responder.feed(.waitingToRetry(after: .seconds(3)))
        #expect(await eventually { presenter.replyStatus == .retrying(secondsLeft: 3) })
        #expect(presenter.serverWaitText != nil)
        responder.feed(.requestSent)
        #expect(await eventually { presenter.replyStatus == nil && presenter.awaitsServer })
        #expect(presenter.serverWaitText == nil)
        // Stopped before the retry was answered, the reply still says the server asked to wait.
        presenter.back()
        await presenter.waitForReply()
        let reply = presenter.messages.last
        #expect(reply.map { presenter.failureReasons[$0.id] } == "reply stopped: while the server asked to wait (429 rate limit)")
    }

    @Test func aChatLeftWhileItsServerHasNotAnsweredStillWaitsForItWhenOpenedAgain() async {
        let harness = Harness(path: [.explore, .chat(avatarID: "fx-cat-mochi")], responder: responder)
        let first = await presenterReplying(harness)
        responder.feed(.requestSent)
        #expect(await eventually { first.awaitsServer })
        await first.onDisappear()

        let again = chat(in: harness)
        await again.onAppear()
        #expect(again.isReplying)
        #expect(again.awaitsServer)
        await again.onDisappear()

        responder.feed(.serverAnswered)
        let third = chat(in: harness)
        await third.onAppear()
        #expect(third.isReplying)
        #expect(await eventually { !third.awaitsServer }, "the server answered while the chat was closed")
        responder.finish()
        await third.waitForReply()
    }

    /// Chats, as the chat's rule, says a reply left with Alt-l waits for its server until it
    /// answers, and is being written from then on.
    @Test func chatsSaysAReplyLeftWaitsForItsServerThenIsWritten() async throws {
        let harness = Harness(path: [.explore, .chat(avatarID: "fx-cat-mochi")], responder: responder)
        let chat = await presenterReplying(harness)
        chat.leaveWhileWriting()
        await chat.onDisappear()
        let chats = harness.chats()
        await chats.onAppear()
        let mochi = try #require(chats.conversations.first)
        #expect(chats.replyActivity(mochi) == .writing, "a responder that says nothing: writing, as before")
        responder.feed(.requestSent)
        #expect(await eventually { chats.replyActivity(mochi) == .awaitingServer })
        responder.feed(.serverAnswered)
        #expect(await eventually { chats.replyActivity(mochi) == .writing })
        responder.feed(.requestSent)
        #expect(await eventually { chats.replyActivity(mochi) == .awaitingServer })
        responder.feed(.text("Purr"))
        #expect(await eventually { chats.replyActivity(mochi) == .writing }, "the first text answers too")
        responder.finish()
        await harness.deps.replyRuns.writersEnded()
        #expect(chats.replyActivity(mochi) == nil)
    }

    /// The silence is the server's, not the screen's: a chat opened again counts it from the
    /// server's last sign of life, not from its opening.
    @Test func aChatOpenedAgainCountsTheSilenceFromTheServersLastSignOfLife() async {
        let harness = Harness(path: [.explore, .chat(avatarID: "fx-cat-mochi")], responder: responder)
        let first = await presenterReplying(harness)
        responder.feed(.requestSent)
        #expect(await eventually { first.awaitsServer })
        await first.onDisappear()
        clock.advance(by: 16)
        let again = chat(in: harness)
        await again.onAppear()
        #expect(await sleeper.waitForSleep())
        sleeper.fire()
        #expect(await eventually { again.quietSeconds == 15 }, "\(String(describing: again.quietSeconds))")
        again.cancelReply()
        await again.waitForReply()
    }
}
