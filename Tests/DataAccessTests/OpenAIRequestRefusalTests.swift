import Domain
import Foundation
import Testing
@testable import DataAccess
import TestHTTPServer

/// Parts of the request that a server refuses for a model with a 400: sent again without them,
/// and not sent again for that model.
@Suite("OpenAI-compatible responder: parts of the request a model refuses")
struct OpenAIRequestRefusalTests {
    static func bad(_ message: String, param: String? = nil) -> [ServerStep] {
        let param = param.map { "\"\($0)\"" } ?? "null"
        return [.send(ServerShape.answer(
            400, "Bad Request", body: #"{"error":{"message":"\#(message)","type":"invalid_request_error","param":\#(param)}}"#))]
    }

    static let ok: [ServerStep] = [.send(SSE.head + SSE.chunk("ok") + SSE.done)]

    static func request(model: String) -> ReplyRequest {
        var request = ReplyRequest(avatar: OpenAIFixtures.mochi, history: OpenAICompatibleResponderTests.history(1))
        request.model = model
        return request
    }

    /// OpenAI's reasoning models (o1, o3, gpt-5) refuse `max_tokens` and any temperature but their own.
    @Test("o3-mini: max_tokens is sent as max_completion_tokens, a temperature not at all; gpt-4o-mini keeps both")
    func reasoningModel() async throws {
        let server = try OpenAITestServer { request in
            guard request.json["model"] as? String == "o3-mini" else { return Self.ok }
            if request.json["max_tokens"] != nil {
                return Self.bad("Unsupported parameter: 'max_tokens' is not supported with this model. "
                    + "Use 'max_completion_tokens' instead.", param: "max_tokens")
            }
            if request.json["temperature"] != nil {
                return Self.bad("Unsupported value: 'temperature' does not support 0.7 with this model. "
                    + "Only the default (1) value is supported.", param: "temperature")
            }
            return Self.ok
        }
        defer {
            server.stop()
            ServerQuirks.forget(server.baseURL)
        }
        let responder = OpenAICompatibleResponder(
            baseURL: server.baseURL, model: "gpt-4o-mini", temperature: 0.7, maxTokens: 1024, connectTimeout: .seconds(15))
        for model in ["o3-mini", "o3-mini", "gpt-4o-mini"] {
            let events = await OpenAIServerShapeTests.events(responder, Self.request(model: model))
            #expect(events.error == nil, "\(String(describing: events.error))")
            #expect(events.text == "ok")
        }
        let sent = server.requests.map(\.json)
        #expect(sent.map { $0["model"] as? String } == ["o3-mini", "o3-mini", "o3-mini", "o3-mini", "gpt-4o-mini"])
        #expect(sent.map { $0["max_tokens"] as? Int } == [1024, nil, nil, nil, 1024])
        #expect(sent.map { $0["max_completion_tokens"] as? Int } == [nil, 1024, 1024, 1024, nil])
        #expect(sent.map { $0["temperature"] as? Double } == [0.7, 0.7, nil, nil, 0.7])
    }

    /// Gemma's chat template raises on a system message (vLLM, SGLang), as older Mistral's does.
    @Test("a model that takes no system message gets the system prompt at the top of the first user message", arguments: [
        "System role not supported",
        "Conversation roles must alternate user/assistant/user/assistant/... Only user and assistant roles are supported!",
        // Llama 2's and Mistral's templates on vLLM: of a system message too, since it comes before the first user turn.
        "Conversation roles must alternate user/assistant/user/assistant/...",
    ])
    func noSystemRole(_ message: String) async throws {
        let server = try OpenAITestServer { request in
            request.messages.contains { $0["role"] == "system" } ? Self.bad(message) : Self.ok
        }
        defer {
            server.stop()
            ServerQuirks.forget(server.baseURL)
        }
        let request = ReplyRequest(
            avatar: OpenAIFixtures.mochi, systemPrompt: "Be Mochi.", history: OpenAICompatibleResponderTests.history(3))
        for _ in 0..<2 {
            let events = await OpenAIServerShapeTests.events(OpenAICompatibleResponderTests.responder(server), request)
            #expect(events.text == "ok")
        }
        #expect(server.requests.count == 3)
        let folded = try #require(server.requests.last).messages
        #expect(folded.map { $0["role"] ?? "" } == ["user", "assistant", "user"])
        #expect(folded.map { $0["content"] ?? "" } == ["Be Mochi.\n\nmessage 0", "message 1", "message 2"])
    }

    /// TGI answers 422 with its own error shape; the history holds a failed reply between two
    /// messages of the user, of which only the newer is sent (the one the failed reply answered
    /// is not sent with later ones): the system message alone broke the alternation.
    @Test("TGI's 422 \"roles must alternate\" after a failed reply: the system prompt is folded, the turns alternate")
    func alternationAfterAFailedReply() async throws {
        let server = try OpenAITestServer { request in
            guard request.messages.contains(where: { $0["role"] == "system" }) else { return Self.ok }
            return [.send(ServerShape.answer(422, "Unprocessable Entity", body: #"{"error":"Template error: template: "#
                + #"Conversation roles must alternate user/assistant/user/assistant/...","error_type":"template_error"}"#))]
        }
        defer {
            server.stop()
            ServerQuirks.forget(server.baseURL)
        }
        let history = [
            OpenAIHistorySentTests.message(.user, "hi"), OpenAIHistorySentTests.message(.assistant, "", .failed),
            OpenAIHistorySentTests.message(.user, "hello?"),
        ]
        let request = ReplyRequest(avatar: OpenAIFixtures.mochi, systemPrompt: "Be Mochi.", history: history)
        let events = await OpenAIServerShapeTests.events(OpenAICompatibleResponderTests.responder(server), request)
        #expect(events.text == "ok")
        #expect(server.requests.map { $0.messages.map { $0["role"] ?? "" } } == [["system", "user"], ["user"]])
        #expect(server.requests.last?.messages.first?["content"] == "Be Mochi.\n\nhello?")
    }

    /// Two user messages in a row would be a fault of what aichats sends: the server's words are
    /// shown, not hidden by a resend without the system message.
    @Test("\"roles must alternate\" is the system role's fault only when the turns sent alternate")
    func alternationOfOurOwn() {
        let alternate = "Conversation roles must alternate user/assistant/user/assistant/..."
        #expect(RequestPart.systemRole.isNamed(inBody: "", message: alternate, turnsAlternate: true))
        #expect(!RequestPart.systemRole.isNamed(inBody: "", message: alternate, turnsAlternate: false))
        #expect(RequestPart.systemRole.isNamed(inBody: "", message: "System role not supported", turnsAlternate: false))
        let request = OpenAIChatRequest(baseURL: URL(fileURLWithPath: "/"), apiKey: nil, model: "m", contextChars: 1000)
        let history = ["a", "b", "c"].map { OpenAIHistorySentTests.message(.user, $0) }
            + [OpenAIHistorySentTests.message(.assistant, "d"), OpenAIHistorySentTests.message(.assistant, "e")]
            + [OpenAIHistorySentTests.message(.user, "f")]
        #expect(request.turnsAlternate(for: ReplyRequest(avatar: OpenAIFixtures.mochi, systemPrompt: "P", history: history)))
    }

    @Test("a 400 that names a part the request did not send fails with the server's words, once")
    func partNotSent() async throws {
        let server = try OpenAITestServer { _ in Self.bad("Unsupported value: 'temperature' is out of range") }
        defer {
            server.stop()
            ServerQuirks.forget(server.baseURL)
        }
        let events = await OpenAIServerShapeTests.events(OpenAICompatibleResponderTests.responder(server))
        #expect(events.replyError?.reason == "server answered 400: Unsupported value: 'temperature' is out of range")
        #expect(server.requests.count == 1)
    }
}
