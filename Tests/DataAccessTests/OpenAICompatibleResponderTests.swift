import Domain
import Foundation
import Testing
@testable import DataAccess
import TestHTTPServer

/// Talks to a real HTTP server on 127.0.0.1; every test is bounded by short timeouts.
@Suite("OpenAI-compatible responder against a local server")
struct OpenAICompatibleResponderTests {
    static let key = "sk-test-SECRET-4242"

    static func history(_ count: Int) -> [ChatMessage] {
        (0..<count).map { index in
            ChatMessage(
                role: index.isMultiple(of: 2) ? .user : .assistant, text: "message \(index)", sentAt: .distantPast)
        }
    }

    /// A responder for the test server. Its timeouts are generous, since a loaded machine starts
    /// the network helper slowly; the tests of the timeouts pass their own.
    static func responder(
        _ server: OpenAITestServer, key: String? = nil, keySource: String? = nil, context: Int = 24_000,
        connect: Duration = .seconds(15), idle: Duration = .seconds(15)
    ) -> OpenAICompatibleResponder {
        var responder = OpenAICompatibleResponder(
            baseURL: server.baseURL, apiKey: key, model: "test-model", contextChars: context, keySource: keySource,
            connectTimeout: connect, idleTimeout: idle)
        responder.sleeper = Sleeper { _ in }
        return responder
    }

    /// Every piece, and the error that ended the stream.
    struct Outcome {
        var pieces: [String] = []
        var error: (any Error)?
        var text: String { pieces.joined() }
        var replyError: ChatReplyError? { error as? ChatReplyError }
    }

    static func collect(_ stream: AsyncThrowingStream<String, Error>) async -> Outcome {
        var outcome = Outcome()
        do {
            for try await piece in stream {
                outcome.pieces.append(piece)
            }
        } catch {
            outcome.error = error
        }
        return outcome
    }

    static func serve(_ steps: [ServerStep]) throws -> OpenAITestServer {
        try OpenAITestServer { _ in steps }
    }

    /// Mochi's reply to one message, from a server that takes `steps`.
    static func reply(to steps: [ServerStep]) async throws -> Outcome {
        let server = try serve(steps)
        defer { server.stop() }
        return await collect(responder(server).reply(as: OpenAIFixtures.mochi, to: history(1)))
    }

    @Test("a normal stream joins to the reply and the request is right")
    func normalStream() async throws {
        let words = ["Purr", "… ", "the sun ", "is ", "warm."]
        let server = try Self.serve([.send(SSE.head + words.map(SSE.chunk).joined() + SSE.done)])
        defer { server.stop() }
        let outcome = await Self.collect(
            Self.responder(server, key: Self.key).reply(as: OpenAIFixtures.mochi, to: Self.history(5)))
        #expect(outcome.error == nil)
        #expect(outcome.text == words.joined())
        let request = try #require(server.requests.first)
        #expect(request.method == "POST")
        #expect(request.path == "/v1/chat/completions")
        #expect(request.headers["authorization"] == "Bearer \(Self.key)")
        #expect(request.headers["content-type"] == "application/json")
        #expect(request.json["model"] as? String == "test-model")
        #expect(request.json["stream"] as? Bool == true)
        #expect((request.json["stream_options"] as? [String: Any])?["include_usage"] as? Bool == true)
        #expect(request.json["temperature"] == nil && request.json["max_tokens"] == nil)
        #expect(request.headers["user-agent"] == "aichats/\(AppVersion.string)")
        let messages = request.messages
        #expect(messages.count == 6)
        #expect(messages.first?["role"] == "system")
        #expect(messages.first?["content"]?.contains("Mochi") == true)
        #expect(messages.dropFirst().map { $0["content"] ?? "" } == (0..<5).map { "message \($0)" })
        #expect(messages.dropFirst().map { $0["role"] ?? "" } == ["user", "assistant", "user", "assistant", "user"])
    }

    @Test("without a key there is no Authorization header")
    func noKey() async throws {
        let server = try Self.serve([.send(SSE.head + SSE.chunk("hi") + SSE.done)])
        defer { server.stop() }
        let outcome = await Self.collect(Self.responder(server).reply(as: OpenAIFixtures.mochi, to: Self.history(1)))
        #expect(outcome.text == "hi")
        #expect(server.requests.first?.headers["authorization"] == nil)
    }

    /// The reply to a server that sends `body` after the stream's head, then holds the connection
    /// open with heartbeats for 60 s, and how long it took (the idle limit is 120 s).
    static func replyHeldOpen(_ body: String) async throws -> (Outcome, Duration) {
        let server = try serve([.send(SSE.head + body), .keepAliveUntilClientLeaves])
        defer { server.stop() }
        let start = ContinuousClock.now
        let outcome = await collect(responder(server, idle: .seconds(120)).reply(as: OpenAIFixtures.mochi, to: history(1)))
        return (outcome, ContinuousClock.now - start)
    }

    @Test("[DONE] ends the reply even while the server keeps the connection open")
    func doneEndsReply() async throws {
        let (outcome, took) = try await Self.replyHeldOpen(SSE.chunk("bye") + SSE.done)
        // Well under the 60 s the server keeps the stream open and the 120 s idle timeout, either of
        // which would end a reply waiting for more, even on a loaded machine (24 s seen at a load of 16).
        #expect(took < .seconds(45))
        #expect(outcome.error == nil)
        #expect(outcome.text == "bye")
    }

    /// A hostile reply: escape sequences split across events, OSC 52, a bidi override, NUL, C1 CSI,
    /// a DCS and a lone CR. What reaches the chat is already clean, piece by piece.
    @Test("a hostile reply arrives clean, even with escape sequences split across pieces")
    func hostileStream() async throws {
        let pieces = ["Hi\u{1B}[", "2J there\u{1B}]52;c;SGVsbG8=", "\u{7}! \u{202E}evil\u{0}cut", "\u{9B}31m red\r",
                      "\u{1B}P1;2|x\u{1B}\\next \u{1B}", "[0m"]
        let outcome = try await Self.reply(to: [.send(SSE.head + pieces.map(SSE.chunk).joined() + SSE.done)])
        #expect(outcome.error == nil)
        #expect(outcome.text == "Hi there! evilcut red\nnext ")
        #expect(!outcome.pieces.contains(""), "a piece that cleans to nothing is not passed on")
    }

    @Test("a server's error text is cleaned too")
    func hostileErrorText() async throws {
        let event = #"data: {"error":{"message":"bad\u001b]52;c;SGVsbG8=\u0007 model\u202e"}}"# + "\n\n"
        let outcome = try await Self.reply(to: [.send(SSE.head + event)])
        #expect(outcome.replyError?.message.contains("bad model") == true, "\(String(describing: outcome.error))")
    }

    @Test("a server that answers with plain JSON instead of a stream still gives the reply")
    func plainJSON() async throws {
        let body = #"{"choices":[{"index":0,"message":{"role":"assistant","content":"Mrrp."}}]}"#
        let response = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n"
            + "Connection: close\r\n\r\n\(body)"
        let outcome = try await Self.reply(to: [.send(response)])
        #expect(outcome.error == nil)
        #expect(outcome.text == "Mrrp.")
    }

    @Test("a slow stream arrives piece by piece, before the server sends the rest")
    func slowStream() async throws {
        let gate = ServerGate()
        var steps: [ServerStep] = [.send(SSE.head + SSE.chunk("w0 ")), .wait(gate)]
        for index in 1..<5 {
            steps += [.pause(milliseconds: 50), .send(SSE.chunk("w\(index) "))]
        }
        steps.append(.send(SSE.done))
        let server = try Self.serve(steps)
        defer { server.stop() }
        var pieces: [String] = []
        for try await piece in Self.responder(server).reply(as: OpenAIFixtures.mochi, to: Self.history(1)) {
            // The server sends nothing more until the first piece has reached the consumer.
            if pieces.isEmpty { gate.open() }
            pieces.append(piece)
        }
        #expect(!gate.timedOut)
        #expect(pieces == ["w0 ", "w1 ", "w2 ", "w3 ", "w4 "])
    }
}
