import Domain
import Foundation
import Testing
@testable import DataAccess
import TestHTTPServer

/// A 200 that is no event stream is named for what came, not as a connection that dropped: the
/// connection did not drop, and "dropped" sends the user to look at their network.
@Suite("OpenAI-compatible responder: a success answer that is no stream")
struct OpenAINotAStreamTests {
    static func error(for answer: String) async throws -> (reason: String?, base: String) {
        let server = try OpenAITestServer { _ in [.send(answer)] }
        defer { server.stop() }
        let events = await OpenAIServerShapeTests.events(OpenAICompatibleResponderTests.responder(server))
        #expect(events.all.allSatisfy { if case .text = $0 { false } else { true } }, "no text came")
        return (events.replyError?.reason, server.baseURL.absoluteString)
    }

    @Test("plain text, or an event stream without data lines, is quoted with its type", arguments: [
        ("text/plain", "this is not json at all", "text/plain: 'this is not json at all'"),
        ("text/event-stream", "hello this is not sse at all\n", "text/event-stream: 'hello this is not sse at all'"),
        ("text/plain; charset=utf-8", "line one\n\u{1B}[2Jline two", "text/plain: 'line one line two'"),
        ("", "garbage", "no content type: 'garbage'"),
        ("text/plain", String(repeating: "ab ", count: 40), "text/plain: '\(String(repeating: "ab ", count: 20).dropLast())…'"),
    ])
    func notAStream(_ contentType: String, _ body: String, _ named: String) async throws {
        let (reason, base) = try await Self.error(for: ServerShape.answer(200, "OK", contentType: contentType, body: body))
        #expect(reason == "the server at \(base) answered but sent no reply stream (\(named)); check base_url")
    }

    @Test("a body closed by the connection, without a length, is no stream either")
    func closedWithoutLength() async throws {
        let answer = "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nConnection: close\r\n\r\ngarbage"
        let (reason, base) = try await Self.error(for: answer)
        #expect(reason == "the server at \(base) answered but sent no reply stream (text/plain: 'garbage'); check base_url")
    }

    @Test("an empty body is an empty reply", arguments: ["text/event-stream", "text/plain", ""])
    func empty(_ contentType: String) async throws {
        let (reason, _) = try await Self.error(for: ServerShape.answer(200, "OK", contentType: contentType, body: ""))
        #expect(reason == "the server sent an empty reply")
    }
}
