import AppComposition
import AppTestSupport
import DataAccess
import Domain
import DomainDoubles
import Foundation
import Presentation
import TerminalUI
import Testing

/// A server's long error message, shown whole and wrapped; and the 429 countdown in the status bar.
@MainActor
@Suite("Chat: a server's error and a server's wait")
struct ChatReplyErrorSnapshotTests {
    let mochi: [AppRoute] = [.explore, .chat(avatarID: "fx-cat-mochi")]

    /// What vLLM answers when the history is longer than the model's context.
    static let longMessage = ChatReplyError(
        .status(400),
        reason: "server answered 400: This model's maximum context length is 4096 tokens. However, you requested "
            + "5120 tokens (4096 in the messages, 1024 in the completion). Please reduce the length of the messages "
            + "or completion. (parameter=messages, value=4096)")

    func deps(_ responder: FedEventResponder) -> AppDependencies {
        var deps = AppDependencies.mock
        deps.responder = responder
        return deps
    }

    /// Sends `text` in the chat and waits until `responder` is asked for the reply.
    func send(_ text: String, in driver: AppDriver, to responder: FedEventResponder) async {
        await driver.type(text)
        await driver.press(.enter)
        #expect(await driver.waitUntil { _ in responder.requests == 1 })
    }

    @Test func aLongServerMessageIsShownWholeAndWrapped() async {
        let responder = FedEventResponder()
        await assertScreens("chatLongServerError", deps: deps(responder), path: mochi, sizes: [Size(width: 80, height: 24)]) { driver in
            await send("Tell me a long story", in: driver, to: responder)
            responder.feed(.text("Once upon"))
            responder.fail(Self.longMessage)
            #expect(await driver.waitUntil { $0.contains("(parameter=messages,") })
        }
    }

    @Test func theCountdownIsInTheStatusBarAndEscCancelsIt() async {
        let responder = FedEventResponder()
        let driver = await AppDriver(deps: deps(responder), path: mochi, size: Size(width: 80, height: 24))
        await send("hello", in: driver, to: responder)
        responder.feed(.waitingToRetry(after: .seconds(30), status: 429, message: "Rate limit reached"))
        #expect(await driver.waitUntil { $0.contains("server busy (429): Rate limit reached") })
        let screen = driver.text
        #expect(screen.contains("── waiting: the server is busy (429) · retrying in"), "the rule says why, not 'is typing…'")
        #expect(!screen.contains("is typing"))
        await driver.press(.escape)
        #expect(await driver.waitUntil { !$0.contains("server busy") && !$0.contains("waiting: the server") })
        #expect(await driver.waitUntil { _ in responder.endedStreams == 1 })
        #expect(driver.text.contains("[stopped]"))
    }

    @Test func aQuietServerIsNamedOnTheRuleAboveTheInput() async {
        let responder = FedEventResponder()
        let chat = await QuietChat(deps(responder))
        let (view, clock, sleeper) = (chat.view, chat.clock, chat.sleeper)
        func screen() -> String { chat.lines(Size(width: 80, height: 24)).joined(separator: "\n") }
        #expect(await sleeper.waitForSleep())
        #expect(screen().contains("── Mochi 🍡 is typing… · Alt-l leaves, it goes on ──"))
        clock.advance(by: 25)
        sleeper.fire()
        #expect(await sleeper.waitForSleep())
        #expect(screen().contains("── Mochi 🍡 is typing… · nothing for 25 s · Esc stops it ─"))
        view.presenter.cancelReply()
        await view.presenter.waitForReply()
    }

    @Test func theUsageIsInTheStatusBarAfterTheReply() async {
        let responder = FedEventResponder()
        let driver = await AppDriver(deps: deps(responder), path: mochi, size: Size(width: 80, height: 24))
        await send("hello", in: driver, to: responder)
        responder.feed(.usage(ReplyUsage(promptTokens: 50, completionTokens: 312)))
        responder.finish()
        #expect(await driver.waitUntil { $0.contains("312 tokens") })
    }
}
