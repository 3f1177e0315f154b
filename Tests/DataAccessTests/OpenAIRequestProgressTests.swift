import Domain
import Foundation
import Testing
@testable import DataAccess
import TestHTTPServer

/// The responder says when its request went out and when the server answered it, so that the
/// chat tells a server that has not answered (loading a model, a stuck proxy) from a slow model.
@Suite("OpenAI-compatible responder: the request sent, then answered")
struct OpenAIRequestProgressTests {
    static let request = ReplyRequest(avatar: OpenAIFixtures.mochi, history: OpenAICompatibleResponderTests.history(1))

    @Test("requestSent comes before the server answers, serverAnswered with its head, before any text")
    func sentThenAnswered() async throws {
        let sent = ServerGate(), answered = ServerGate()
        let server = try OpenAITestServer { _ in
            [.wait(sent), .send(SSE.head), .wait(answered), .send(SSE.chunk("Purr") + SSE.done)]
        }
        defer { server.stop() }
        var seen: [ReplyEvent] = []
        for try await event in OpenAICompatibleResponderTests.responder(server).reply(to: Self.request) {
            seen.append(event)
            // The server holds its head until the consumer heard the request went out, and the
            // text until it heard the head came.
            if event == .requestSent { sent.open() }
            if event == .serverAnswered { answered.open() }
        }
        #expect(!sent.timedOut)
        #expect(!answered.timedOut)
        #expect(seen == [.requestSent, .serverAnswered, .text("Purr")])
    }

    @Test("each request after a 429 wait is sent again; only a 2xx head is an answer")
    func eachRetryIsSentAgain() async throws {
        let server = try OpenAITestServer(answers: [OpenAIBusyRetryTests.busy("1"), OpenAIBusyRetryTests.success])
        defer { server.stop() }
        var seen: [ReplyEvent] = []
        for try await event in OpenAICompatibleResponderTests.responder(server).reply(to: Self.request) {
            seen.append(event)
        }
        #expect(seen == [
            .requestSent, .waitingToRetry(after: .seconds(1), status: 429, message: "Rate limit reached for requests"),
            .requestSent, .serverAnswered, .text("at last"),
        ])
    }

    @Test("a server that refuses the request never answers it")
    func refusedIsNoAnswer() async throws {
        let server = try OpenAITestServer { _ in [.send(SSE.status(500, "Internal Server Error"))] }
        defer { server.stop() }
        let events = await OpenAIServerShapeTests.events(OpenAICompatibleResponderTests.responder(server))
        #expect(events.replyError != nil)
        #expect(events.progress == [.requestSent])
    }
}
