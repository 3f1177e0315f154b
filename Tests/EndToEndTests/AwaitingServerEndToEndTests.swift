import Foundation
import TestHTTPServer
import TestSupport
import Testing

/// A server that holds its answer (a local one loading the model, a stuck proxy) is named on the
/// rule above the input until its response head comes; only then does the avatar type.
@Suite("The chat waits for a server that has not answered")
struct AwaitingServerEndToEndTests {
    @Test func theRuleWaitsForTheServerUntilItsHeadComesThenTheAvatarTypes() async throws {
        let head = ServerGate(), text = ServerGate()
        let server = try OpenAITestServer { _ in
            [.wait(head), .send(SSE.head), .wait(text), .send(SSE.chunk("Aye, windy.") + SSE.done)]
        }
        defer { server.stop() }
        // Without a config file, the backend these variables make is called "environment".
        let environment = ["AICHATS_API_BASE": server.baseURL.absoluteString, "AICHATS_MODEL": "m", "AICHATS_API_KEY": "sk-e2e"]
        let session = try TmuxSession(width: 80, height: 24, environment: environment)
        try await session.startAsGuest()
        try session.send("Enter")
        #expect(try await session.waitFor("Message "), "Enter opens the first featured avatar's chat")
        try session.send("-l", "How is the weather?")
        try session.send("Enter")
        #expect(try await session.waitFor("waiting for environment to answer · Alt-l leaves, it goes on", seconds: 30))
        #expect(!(try session.screen().contains("is typing")))
        head.open()
        #expect(try await session.waitFor("is typing… · Alt-l leaves, it goes on"))
        #expect(!(try session.screen().contains("waiting for")))
        text.open()
        #expect(try await session.waitFor("Aye, windy."))
        #expect(!head.timedOut && !text.timedOut)
        try session.send("C-c")
        #expect(try await session.exitStatus() == 0)
    }
}
