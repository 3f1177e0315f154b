import Domain
import DomainDoubles
import Foundation
import Presentation
import Testing

/// A chat left while its reply is written, opened again: it shows the reply where it has got
/// to and hears the rest; during a server's wait, it counts down the time left.
@MainActor
@Suite("ChatPresenter: a reply that goes on after its chat was left")
struct ChatReattachPresenterTests {
    let responder = FedEventResponder()
    let clock = ManualClock(Date(timeIntervalSince1970: 1_000))

    private func chat(in harness: Harness) -> ChatPresenter {
        let presenter = harness.chat("fx-cat-mochi")
        presenter.statusClock = clock.provider
        presenter.statusSleeper = ManualSleeper().sleeper
        return presenter
    }

    @Test func theChatOpenedAgainDuringAServerWaitCountsDownWhatIsLeftThenShowsTheReply() async {
        let harness = Harness(path: [.explore, .chat(avatarID: "fx-cat-mochi")], responder: responder)
        let first = chat(in: harness)
        await first.onAppear()
        first.editInput { $0.insert("hello") }
        first.send()
        #expect(await eventually { self.responder.requests == 1 })
        responder.feed(.text("Purr"))
        responder.feed(.waitingToRetry(after: .seconds(30)))
        #expect(await eventually { first.replyStatus == .retrying(secondsLeft: 30) })
        await first.onDisappear()

        clock.advance(by: 12)
        let again = chat(in: harness)
        await again.onAppear()
        #expect(again.isReplying)
        #expect(again.messages.last?.text == "Purr")
        #expect(again.replyStatus == .retrying(secondsLeft: 18))
        responder.feed(.text(", at last."))
        #expect(await eventually { again.messages.last?.text == "Purr, at last." })
        #expect(again.replyStatus == nil)
        responder.finish()
        await again.waitForReply()
        #expect(again.messages.last?.state == .complete)
        #expect(!again.isReplying)
    }
}
