import Domain
import Foundation
import Testing
@testable import DataAccess
import TestHTTPServer

/// Providers' error answers whose words, or whose cause, the line must still give.
@Suite("OpenAI-compatible responder: providers' error answers")
struct OpenAIProviderErrorTests {
    static func events(_ steps: [ServerStep], key: String? = nil, keySource: String? = nil) async throws
        -> (OpenAIServerShapeTests.Events, OpenAITestServer)
    {
        let server = try OpenAITestServer { _ in steps }
        defer { server.stop() }
        let responder = OpenAICompatibleResponderTests.responder(server, key: key, keySource: keySource)
        return (await OpenAIServerShapeTests.events(responder), server)
    }

    static func reason(_ status: Int, _ body: String, keySource: String? = nil) async throws -> String? {
        let answer = ServerShape.answer(status, "Error", body: body)
        return try await events([.send(answer)], key: "sk-provider-test", keySource: keySource).0.replyError?.reason
    }

    @Test("Gemini's error list and Cloudflare's errors envelope give their words; Gemini's bad key gets the key's advice")
    func listedErrors() async throws {
        let gemini = #"[{"error":{"code":400,"message":"API key not valid. Please pass a valid API key.","status":"INVALID_ARGUMENT"}}]"#
        #expect(try await Self.reason(400, gemini, keySource: "api_key_env GEMINI_API_KEY")
            == "server answered 400: API key not valid. Please pass a valid API key. — the API key comes from "
            + "api_key_env GEMINI_API_KEY; check it")
        let cloudflare = #"{"result":null,"success":false,"errors":[{"code":5007,"message":"No such model @cf/x or task"}],"messages":[]}"#
        #expect(try await Self.reason(400, cloudflare) == "server answered 400: No such model @cf/x or task")
    }

    /// Waiting three times for a quota that only the account's owner can raise tells the user nothing.
    @Test("a 429 whose quota is used up fails at once and says what to check", arguments: [
        #"{"error":{"message":"You exceeded your current quota, please check your plan and billing details.","#
            + #""type":"insufficient_quota","code":"insufficient_quota"}}"#,
        #"[{"error":{"code":429,"message":"You exceeded your current quota, please check your plan and billing details.","#
            + #""status":"RESOURCE_EXHAUSTED"}}]"#,
    ])
    func quotaUsedUp(_ body: String) async throws {
        let (events, server) = try await Self.events([.send(ServerShape.answer(429, "Too Many Requests", body: body))])
        #expect(server.requests.count == 1)
        #expect(events.replyError?.reason == "server answered 429: You exceeded your current quota, please check your plan and "
            + "billing details. — the account's quota is used up, so waiting does not help; check its plan and billing with the provider")
    }

    @Test("the history too long for the model is told by Groq's code and Anthropic's words too, and in a stream", arguments: [
        #"{"error":{"message":"Please reduce the length of the messages or completion.","code":"context_length_exceeded"}}"#,
        #"{"error":{"message":"Too many tokens.","code":"context_length_exceeded"}}"#,
        #"{"error":{"message":"litellm.BadRequestError: prompt is too long: 210000 tokens > 200000 maximum"}}"#,
    ])
    func contextTooLong(_ body: String) async throws {
        let reason = try #require(try await Self.reason(400, body))
        #expect(reason.hasSuffix(" — the history sent is more than the model takes; lower context_chars for this backend"), "\(reason)")
        let (events, _) = try await Self.events([.send(SSE.head + "data: \(body)\n\n")])
        #expect(events.replyError?.reason.hasSuffix("lower context_chars for this backend") == true)
    }

    /// Ollama's address written as its web page's, without `/v1` (as oterm users write it).
    @Test("a 404 at a base_url without a path says it usually ends in /v1")
    func notFoundWithoutPath() async throws {
        let server = try OpenAITestServer { _ in
            [.send(ServerShape.answer(404, "Not Found", contentType: "text/plain", body: "404 page not found"))]
        }
        defer { server.stop() }
        let base = try #require(URL(string: "http://127.0.0.1:\(server.port)"))
        let responder = OpenAICompatibleResponder(baseURL: base, model: "m1", connectTimeout: .seconds(15))
        let events = await OpenAIServerShapeTests.events(responder)
        #expect(events.replyError?.reason == "server answered 404: 404 page not found — model \"m1\" or \(base)/chat/completions "
            + "is not there; check model and base_url (it usually ends in /v1)")
    }

    /// Azure API Management reads the key from `Ocp-Apim-Subscription-Key`, classic Azure OpenAI from `api-key`.
    @Test("a 401 for a missing subscription key, with a key sent, says the server wants it in another header")
    func azureHeader() async throws {
        let body = #"{"statusCode":401,"message":"Access denied due to missing subscription key. Make sure to include subscription key."}"#
        #expect(try await Self.reason(401, body, keySource: "api_key_env AZURE_KEY") == "server answered 401: Access denied due to "
            + "missing subscription key. Make sure to include subscription key. — this server (Azure's) wants the key in a header of "
            + "its own, not as Authorization: Bearer: add key_header = \"api-key\" to the backend (API Management: "
            + "\"Ocp-Apim-Subscription-Key\"), or for Azure OpenAI set base_url to the resource's /openai/v1 address, which takes "
            + "the bearer token")
    }

    @Test("a stream that closes after a role chunk alone says no reply came, not that one may be cut short")
    func closedBeforeReply() async throws {
        let (events, _) = try await Self.events([.send(SSE.head + ServerShape.chunk(delta: ["role": "assistant", "content": ""])),
                                                 .pause(milliseconds: 50)])
        #expect(events.replyError == .closedBeforeReply)
        #expect(events.replyError?.reason == "the server closed the connection before any reply")
    }

    @Test("usage of zeros under a reply is no count, and is not passed on")
    func zeroUsage() async throws {
        let zeros = #"data: {"choices":[],"usage":{"prompt_tokens":0,"completion_tokens":0,"total_tokens":0}}"# + "\n\n"
        let (events, _) = try await Self.events([.send(SSE.head + SSE.chunk("Hi") + zeros + SSE.done)])
        #expect(events.text == "Hi")
        #expect(events.usages.isEmpty)
    }

    @Test("empty data: keep-alives from a relay, before and inside the reply, lose nothing")
    func emptyDataKeepAlive() async throws {
        let body = "data: \n\n" + SSE.chunk("Hello ") + "data:\n\n" + SSE.chunk("there") + SSE.done
        let (events, _) = try await Self.events([.send(SSE.head + body)])
        #expect(events.error == nil, "\(String(describing: events.error))")
        #expect(events.text == "Hello there")
    }
}
