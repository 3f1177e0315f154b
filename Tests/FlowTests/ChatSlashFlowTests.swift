import AppComposition
import AppTestSupport
import DomainDoubles
import Presentation
import TerminalUI
import Testing

/// `/` on an empty input searches a chat that has messages; elsewhere it is a letter.
@MainActor
@Suite("/ in a chat, typed")
struct ChatSlashFlowTests {
    /// A chat with nothing to search: `/` types, as any letter does.
    @Test func slashInAnEmptyChatTypes() async {
        let app = await AppDriver(path: [.explore, .chat(avatarID: "fx-cat-mochi")])
        await app.type("/etc/hosts?")
        #expect(app.text.contains("› /etc/hosts?"), "\(app.text)")
        #expect(!app.text.contains("No message to search"))
    }

    /// Typed quickly as a message, with Enter: nothing is lost, it waits in the input to be sent.
    @Test func aMessageStartingWithSlashEndsUpInTheInput() async {
        let (app, responder) = await AppDriver.mochiChat()
        await app.send("Hi", answeredWith: "First answer.", by: responder)
        await app.type("/tmp is full, what now?")
        await app.press(.enter)
        #expect(app.text.contains("› /tmp is full, what now?"), "\(app.text)")
        #expect(app.text.contains("it is in the input as a message"), "\(app.text)")
        await app.press(.enter)
        #expect(await app.waitUntil { _ in responder.requests == 2 })
        #expect(responder.receivedRequests.last?.history.last?.text == "/tmp is full, what now?")
    }
}
