import AppComposition
import AppTestSupport
import DataAccess
import Domain
import DomainDoubles
import Foundation
import Presentation
import TerminalUI
import Testing

@MainActor
@Suite("Chatting through the real application loop")
struct ChatFlowTests {
    @Test func sendStopAndRetry() async throws {
        let (app, responder) = await AppDriver.mochiChat()
        let screen = FlowRecorder(app, flow: "chatStopAndRetry")

        await app.type("Tell me a story")
        await app.press(.enter)
        #expect(await app.waitUntil { _ in responder.requests == 1 })
        responder.feed("Once upon a time, by a sunny harbour,")
        #expect(await app.waitUntil { $0.contains("sunny harbour,") })
        screen.expectScreen("growing")

        await app.press(.escape)
        #expect(app.router.top == .chat(avatarID: "fx-cat-mochi"), "the first Esc only stops the reply")
        #expect(await app.waitUntil { $0.contains("[stopped]") })
        screen.expectScreen("stopped")

        await app.press(.ctrl("r"))
        #expect(await app.waitUntil { _ in responder.requests == 2 })
        responder.feed("Once upon a time there was a cat who napped all day.")
        responder.finish()
        #expect(await app.waitUntil { !$0.contains("is typing") && $0.contains("napped all day.") })
        #expect(!app.text.contains("[stopped]"))
        #expect(!app.text.contains("sunny harbour"))
        screen.expectScreen("retried")

        await app.press(.escape)
        #expect(app.router.path == [.explore], "Esc with no reply streaming leaves the chat")
    }
}
