import Domain
import Foundation
import Testing
@testable import DataAccess
import TestHTTPServer

/// Non-2xx answers in each body shape, and the line the chat shows for them.
@Suite("OpenAI-compatible responder: error answers")
struct OpenAIErrorAnswerTests {
    /// The reason a server that answers `answer` gives, from a responder with `keySource`.
    static func reason(for answer: String, keySource: String? = nil) async throws -> String? {
        let server = try OpenAITestServer { _ in [.send(answer)] }
        defer { server.stop() }
        let responder = OpenAICompatibleResponderTests.responder(server, key: "sk-x", keySource: keySource)
        return await OpenAIServerShapeTests.events(responder).replyError?.reason
    }

    @Test("OpenAI, vLLM, llama.cpp, LiteLLM: {\"error\": {\"message\": …}} is shown whole")
    func errorObject() async throws {
        let long = String(repeating: "This model's maximum context length is 4096 tokens. ", count: 60)
        let body = #"{"error":{"message":"\#(long)","type":"invalid_request_error","code":null}}"#
        let reason = try await Self.reason(for: ServerShape.answer(500, "Internal Server Error", body: body))
        #expect(reason == "server answered 500: " + ServerErrorBody.oneLine(long))
        #expect((reason?.count ?? 0) > 3000, "not cut")
    }

    @Test("Ollama: {\"error\": \"…\"} on a 404 names the model and the URL")
    func errorString() async throws {
        let server = try OpenAITestServer { _ in
            [.send(ServerShape.answer(404, "Not Found", body: #"{"error":"model \"llama9\" not found, try pulling it first"}"#))]
        }
        defer { server.stop() }
        var request = ReplyRequest(avatar: OpenAIFixtures.mochi, history: OpenAICompatibleResponderTests.history(1))
        request.model = "llama9"
        let events = await OpenAIServerShapeTests.events(OpenAICompatibleResponderTests.responder(server), request)
        #expect(events.replyError?.kind == .status(404))
        #expect(events.replyError?.reason == #"server answered 404: model "llama9" not found, try pulling it first — "#
            + #"model "llama9" or \#(server.baseURL)/chat/completions is not there; check model and base_url"#)
    }

    /// `python -m http.server` answers a POST with 501 and an HTML page titled "Error response";
    /// static hosts answer 405: the line says what to check.
    @Test(arguments: [(501, "Unsupported method ('POST')"), (405, "Method Not Allowed")])
    func aStaticWebServerSaysToCheckTheBaseURL(status: Int, title: String) async throws {
        let server = try OpenAITestServer { _ in
            [.send(ServerShape.answer(status, title, body: "<html><head><title>Error response</title></head></html>"))]
        }
        defer { server.stop() }
        let events = await OpenAIServerShapeTests.events(OpenAICompatibleResponderTests.responder(server))
        #expect(events.replyError?.kind == .status(status))
        #expect(events.replyError?.reason.hasSuffix(" — \(server.baseURL) takes no chat requests, so it is no "
            + "OpenAI-compatible server; check base_url (it usually ends in /v1)") == true, "\(String(describing: events.replyError))")
    }

    @Test("vLLM: {\"object\": \"error\", \"message\": …} at the top level")
    func vllmErrorObject() async throws {
        let body = #"{"object":"error","message":"This model's maximum context length is 4096 tokens.","#
            + #""type":"BadRequestError","param":null,"code":400}"#
        let reason = try await Self.reason(for: ServerShape.answer(400, "Bad Request", body: body))
        #expect(reason == "server answered 400: This model's maximum context length is 4096 tokens."
            + " — the history sent is more than the model takes; lower context_chars for this backend")
    }

    @Test("LiteLLM: the provider's error inside {\"error\": {…, \"code\": \"401\"}}")
    func liteLLMError() async throws {
        let body = #"{"error":{"message":"litellm.AuthenticationError: Incorrect API key provided","#
            + #""type":"auth_error","param":"None","code":"401"}}"#
        let reason = try await Self.reason(for: ServerShape.answer(401, "Unauthorized", body: body), keySource: "api_key_command pass show litellm")
        #expect(reason == "server answered 401: litellm.AuthenticationError: Incorrect API key provided — the API key "
            + "comes from api_key_command pass show litellm; check it")
    }

    @Test("FastAPI servers and LiteLLM: {\"detail\": \"…\"} on a 401 says where the key comes from")
    func detailString() async throws {
        let answer = ServerShape.answer(401, "Unauthorized", body: #"{"detail":"Invalid API key"}"#)
        let reason = try await Self.reason(for: answer, keySource: "api_key_env OPENAI_API_KEY")
        #expect(reason == "server answered 401: Invalid API key — the API key comes from api_key_env OPENAI_API_KEY; check it")
    }

    @Test("a 403 without a configured key says how to give one")
    func forbiddenWithoutKey() async throws {
        let reason = try await Self.reason(for: ServerShape.answer(403, "Forbidden", body: #"{"error":"forbidden"}"#))
        #expect(reason?.hasPrefix("server answered 403: forbidden — no API key is set;") == true)
        #expect(reason?.contains("api_key_env") == true)
    }

    /// OpenRouter, OpenAI and Azure answer 403 for a region, moderation or a model the account
    /// may not use: advice about the key would contradict the server's own words.
    @Test("a 403 that explains itself gets no advice about the key; a bare one, or one about the key, does", arguments: [
        (#"{"error":{"message":"This model is not available in your region.","code":403}}"#, false),
        (#"{"error":{"message":"Your input was flagged by moderation."}}"#, false),
        (#"{"error":"Forbidden."}"#, true),
        (#"{"error":{"message":"Invalid API key provided"}}"#, true),
        ("", true),
    ])
    func forbiddenThatExplainsItself(_ body: String, _ blamesTheKey: Bool) async throws {
        let reason = try #require(try await Self.reason(for: ServerShape.answer(403, "Forbidden", body: body)))
        #expect(reason.contains("no API key is set") == blamesTheKey, "\(reason)")
        let keyed = try #require(try await Self.reason(
            for: ServerShape.answer(403, "Forbidden", body: body), keySource: "api_key_env OPENROUTER_API_KEY"))
        #expect(keyed.contains("check it") == blamesTheKey, "\(keyed)")
    }

    @Test("vLLM's validation errors: {\"detail\": [{\"msg\": …}]} lists each with its place")
    func detailArray() async throws {
        let body = #"{"detail":[{"type":"missing","loc":["body","messages"],"msg":"Field required"},"#
            + #"{"loc":["body","temperature"],"msg":"Input should be a valid number"}]}"#
        let reason = try await Self.reason(for: ServerShape.answer(422, "Unprocessable Entity", body: body))
        #expect(reason == "server answered 422: body.messages: Field required; body.temperature: Input should be a valid number")
    }

    /// Mistral's shapes: `message` an object holding the list, or the list itself.
    @Test("a message that is a list of validation errors, or an object holding one, lists each with its place", arguments: [
        #"{"object":"error","message":{"detail":[{"loc":["body","messages",0,"role"],"msg":"Input should be 'user'"}]},"code":null}"#,
        #"{"object":"Error","message":[{"loc":["body","messages",0,"role"],"msg":"Input should be 'user'"}],"code":3001}"#,
    ])
    func messageObject(_ body: String) async throws {
        let reason = try await Self.reason(for: ServerShape.answer(422, "Unprocessable Entity", body: body))
        #expect(reason == "server answered 422: body.messages.0.role: Input should be 'user'")
    }

    @Test("plain text is shown on one line, cleaned, and cut at 2 KB")
    func plainText() async throws {
        let short = try await Self.reason(
            for: ServerShape.answer(502, "Bad Gateway", contentType: "text/plain", body: "upstream\n\u{1B}[31mdown\u{1B}[0m"))
        #expect(short == "server answered 502: upstream down")
        let long = try await Self.reason(
            for: ServerShape.answer(503, "Unavailable", contentType: "text/plain", body: String(repeating: "x", count: 5000)))
        #expect(long == "server answered 503: " + String(repeating: "x", count: ServerErrorBody.plainTextLimit) + "…")
    }

    @Test("a proxy's HTML error page is shown by its title, said to be one; an empty body by the status alone")
    func htmlErrorAndEmpty() async throws {
        let page = "<html><head><title>502 Bad Gateway</title></head><body><h1>nginx</h1></body></html>"
        #expect(try await Self.reason(for: ServerShape.answer(502, "Bad Gateway", contentType: "text/html", body: page))
            == "server answered 502 Bad Gateway (a web page from a proxy)")
        #expect(try await Self.reason(for: ServerShape.answer(500, "Error", body: "")) == "server answered 500")
        let untitled = "<html><body><h1>502 Bad Gateway</h1>\n<p>upstream <b>down</b></p></body></html>"
        #expect(try await Self.reason(for: ServerShape.answer(502, "Bad Gateway", contentType: "text/html", body: untitled))
            == "server answered 502 Bad Gateway upstream down (a web page from a proxy)",
            "a page without a title shows its words, not its tags")
        let forbidden = "<html><head><title>Access denied</title></head></html>"
        #expect(try await Self.reason(for: ServerShape.answer(418, "Teapot", contentType: "text/html", body: forbidden))
            == "server answered 418: Access denied (a web page)")
    }

    @Test("the key is hidden even when an error body echoes it")
    func keyInBody() async throws {
        let reason = try await Self.reason(
            for: ServerShape.answer(401, "Unauthorized", body: #"{"error":{"message":"Incorrect API key provided: sk-x"}}"#))
        #expect(reason?.contains("sk-x") == false)
        #expect(reason?.contains("[key hidden]") == true)
    }

    @Test("a 200 with a web page says to check base_url", arguments: ["text/html; charset=utf-8", "text/plain", ""])
    func webPage(_ contentType: String) async throws {
        let server = try OpenAITestServer { _ in
            [.send(ServerShape.answer(200, "OK", contentType: contentType, body: "\n<!DOCTYPE html><html><title>UI</title></html>"))]
        }
        defer { server.stop() }
        let events = await OpenAIServerShapeTests.events(OpenAICompatibleResponderTests.responder(server))
        #expect(events.replyError?.reason == "the server at \(server.baseURL) answered with a web page, not a reply "
            + "stream; check base_url (it usually ends in /v1)")
    }
}
