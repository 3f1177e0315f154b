import Domain
import DomainDoubles
import Foundation
import Presentation
import Testing

/// A server that has gone quiet mid-reply is named on the chat's rule, so a stall is told apart
/// from a slow model before the 60 s limit ends the reply.
@MainActor
@Suite("ChatPresenter: a quiet server")
struct ChatReplySilenceTests {
    let responder = FedEventResponder()
    let clock = ManualClock(Date(timeIntervalSince1970: 1_000))
    let sleeper = ManualSleeper()

    func presenterReplying() async -> ChatPresenter {
        let presenter = Harness(path: [.explore, .chat(avatarID: "fx-cat-mochi")], responder: responder).chat("fx-cat-mochi")
        presenter.statusClock = clock.provider
        presenter.silenceSleeper = sleeper.sleeper
        await presenter.onAppear()
        presenter.editInput { $0.insert("hello") }
        presenter.send()
        #expect(await eventually { self.responder.requests == 1 })
        return presenter
    }

    /// Advances the clock by `seconds`, then lets the watch look once.
    func pass(_ seconds: TimeInterval) async {
        clock.advance(by: seconds)
        #expect(await sleeper.waitForSleep())
        sleeper.fire()
    }

    @Test func quietFor15SecondsIsCountedInStepsOf5AndAPieceEndsIt() async {
        let presenter = await presenterReplying()
        responder.feed(.text("Purr"))
        #expect(await eventually { presenter.messages.last?.text == "Purr" })
        await pass(14)
        #expect(await sleeper.waitForSleep())
        #expect(presenter.quietSeconds == nil, "14 s is a model thinking")
        await pass(3)
        #expect(await eventually { presenter.quietSeconds == 15 })
        await pass(4)
        #expect(await eventually { presenter.quietSeconds == 20 })
        responder.feed(.text("…"))
        #expect(await eventually { presenter.quietSeconds == nil })
        responder.finish()
        await presenter.waitForReply()
        #expect(presenter.quietSeconds == nil)
    }

    @Test func aServerThatHasNotStartedCountsFromTheRequest() async {
        let presenter = await presenterReplying()
        await pass(31)
        #expect(await eventually { presenter.quietSeconds == 30 })
        presenter.cancelReply()
        #expect(presenter.quietSeconds == nil)
        await presenter.waitForReply()
    }

    @Test func a429WaitIsNotSilence() async {
        let presenter = await presenterReplying()
        responder.feed(.waitingToRetry(after: .seconds(40)))
        #expect(await eventually { presenter.replyStatus != nil })
        await pass(20)
        #expect(await sleeper.waitForSleep())
        #expect(presenter.quietSeconds == nil)
        presenter.cancelReply()
        await presenter.waitForReply()
    }
}
