import DataAccess
import Domain
import DomainDoubles
import Foundation
import Presentation
import Testing

@MainActor
@Suite("ChatPresenter reasoning")
struct ChatReasoningPresenterTests {
    let chatPath: [AppRoute] = [.explore, .chat(avatarID: "fx-cat-mochi")]

    @Test func reasoningStreamsIntoTheReplyAndARetryThinksAnew() async throws {
        let responder = FedEventResponder()
        let harness = Harness(path: chatPath, responder: responder)
        let presenter = await harness.chatAfterSending("why?")
        #expect(await eventually { responder.requests == 1 })
        responder.feed(.reasoning("Because "))
        responder.feed(.reasoning("naps."))
        #expect(await eventually { presenter.messages.last?.reasoning == "Because naps." })
        #expect(presenter.messages.last?.text == "", "reasoning is not text")
        responder.finish()
        await presenter.waitForReply()
        #expect(presenter.messages.last?.reasoning == "Because naps.")
        presenter.regenerate()
        #expect(await eventually { responder.requests == 2 })
        #expect(presenter.messages.last?.reasoning == "")
        responder.feed(.reasoning("Sun."))
        responder.feed(.text("Warm."))
        responder.finish()
        await presenter.waitForReply()
        #expect(presenter.messages.last?.reasoning == "Sun.", "the old reasoning is not kept in front")
        #expect(presenter.messages.last?.text == "Warm.")
    }

    /// DeepSeek-R1 served without a reasoning parser: the reasoning streams as text until a
    /// lone `</think>`; then it folds at once, and the answer starts the reply.
    @Test func textThatWasReasoningFoldsWhenTheTagComes() async throws {
        let responder = FedEventResponder()
        let harness = Harness(path: chatPath, responder: responder)
        let presenter = await harness.chatAfterSending("why?")
        #expect(await eventually { responder.requests == 1 })
        responder.feed(.text("Okay, the user "))
        responder.feed(.text("asks why.\n"))
        #expect(await eventually { presenter.messages.last?.text == "Okay, the user asks why.\n" })
        responder.feed(.textWasReasoning)
        responder.feed(.text("Naps."))
        #expect(await eventually { presenter.messages.last?.text == "Naps." })
        #expect(presenter.messages.last?.reasoning == "Okay, the user asks why.\n", "folded while the reply streams")
        responder.finish()
        await presenter.waitForReply()
        #expect(presenter.messages.last?.text == "Naps.")
        #expect(presenter.messages.last?.reasoning == "Okay, the user asks why.\n")
    }
}
