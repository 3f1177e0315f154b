import Domain
import Foundation
import Testing
@testable import DataAccess
import TestHTTPServer

/// Real servers' departures from the textbook stream, end to end: what the chat gets from each.
@Suite("OpenAI-compatible responder: servers' quirks")
struct OpenAIServerQuirkTests {
    static func chunk(_ delta: String, index: Int = 0, finish: String? = nil, extra: String = "") -> String {
        #"data: {"choices":[{"index":\#(index),"delta":\#(delta),"finish_reason":\#(finish.map { "\"\($0)\"" } ?? "null")}]\#(extra)}"#
            + "\n\n"
    }

    static func text(_ text: String, index: Int = 0, extra: String = "") -> String {
        chunk(#"{"content":"\#(text)"}"#, index: index, extra: extra)
    }

    /// The events of one reply from a server that takes `steps`.
    static func answered(_ steps: [ServerStep]) async throws -> OpenAIServerShapeTests.Events {
        let server = try OpenAITestServer { _ in steps }
        defer { server.stop() }
        return await OpenAIServerShapeTests.events(OpenAICompatibleResponderTests.responder(server))
    }

    @Test("chunks with \"error\": null and a usage chunk with \"choices\": null are a good reply")
    func nulls() async throws {
        let body = Self.text("Done", extra: #","error":null"#) + Self.chunk("{}", finish: "stop", extra: #","error":null"#)
            + #"data: {"choices":null,"usage":{"prompt_tokens":5,"completion_tokens":7,"total_tokens":12}}"# + "\n\n" + SSE.done
        let events = try await OpenAIServerShapeTests.stream(body)
        #expect(events.error == nil, "\(String(describing: events.error))")
        #expect(events.text == "Done")
        #expect(events.usages == [ReplyUsage(promptTokens: 5, completionTokens: 7)])
    }

    @Test("interleaved choices give the reply of choice 0 alone, whichever comes first")
    func severalChoices() async throws {
        let interleaved = ["Choice ", "zero ", "text."].enumerated().map { Self.text($1) + Self.text("ONE\($0) ", index: 1) }.joined()
        let oneFirst = Self.text("Choice ONE text.", index: 1) + Self.text("Choice zero text.")
        for body in [interleaved, oneFirst] {
            let events = try await OpenAIServerShapeTests.stream(body + Self.chunk("{}", finish: "stop") + SSE.done)
            #expect(events.error == nil)
            #expect(events.text == "Choice zero text.")
        }
    }

    @Test("a byte order mark before the stream loses no word")
    func byteOrderMark() async throws {
        let events = try await OpenAIServerShapeTests.stream("\u{FEFF}" + SSE.chunk("Hello ") + SSE.chunk("there!") + SSE.done)
        #expect(events.text == "Hello there!")
    }

    /// "Let me check the weather for you." and nothing else would look like the whole answer.
    @Test("text followed by a tool call says under the reply that the model asked for the tool")
    func textThenToolCall() async throws {
        let call = #"{"tool_calls":[{"index":0,"id":"call_1","type":"function","function":{"name":"get_weather","arguments":"{}"}}]}"#
        let body = Self.text("Let me check the weather for you.") + Self.chunk(call) + Self.chunk("{}", finish: "tool_calls") + SSE.done
        let events = try await OpenAIServerShapeTests.stream(body)
        #expect(events.error == nil)
        #expect(events.text == "Let me check the weather for you.")
        let reason = "the model asked to call a tool (get_weather), which aichats does not offer"
        #expect(events.all.last == .cut(because: reason))
        #expect(!ReplyRetry.helps(afterFailure: reason))
    }

    @Test("an empty <think></think> (Qwen3 with thinking off) gives no reasoning; words after white space do")
    func blankThink() async throws {
        let blank = try await OpenAIServerShapeTests.stream(
            ["<think>", "\\n\\n", "</think>", "\\n\\nHello"].map { Self.text($0) }.joined() + SSE.done)
        #expect(blank.all.allSatisfy { if case .reasoning = $0 { false } else { true } }, "\(blank.all)")
        #expect(blank.text.hasSuffix("Hello"))
        let late = try await OpenAIServerShapeTests.stream(
            ["<think>", "\\n", " hmm", "</think>", "Hi"].map { Self.text($0) }.joined() + SSE.done)
        #expect(late.reasoning == "\n hmm")
    }

    /// Proxies relabel a stream application/json; Flask labels one text/html unless told otherwise.
    @Test("an event stream labelled application/json or text/html is read as the stream it is", arguments: [
        "application/json", "text/html; charset=utf-8",
    ])
    func streamLabelledOtherwise(_ contentType: String) async throws {
        let answer = "HTTP/1.1 200 OK\r\nContent-Type: \(contentType)\r\nConnection: close\r\n\r\n"
            + SSE.chunk("Hello ") + SSE.chunk("there") + SSE.done
        let events = try await Self.answered([.send(answer)])
        #expect(events.error == nil, "\(String(describing: events.error))")
        #expect(events.text == "Hello there")
    }

    @Test("a whole JSON answer keeps its reasoning and its usage")
    func wholeAnswer() async throws {
        let body = #"{"object":"chat.completion","model":"m1","choices":[{"index":0,"message":{"role":"assistant","#
            + #""content":"Hi.","reasoning_content":"I considered it."},"finish_reason":"stop"}],"#
            + #""usage":{"prompt_tokens":10,"completion_tokens":30,"total_tokens":40}}"#
        let events = try await Self.answered([.send(ServerShape.answer(200, "OK", body: body))])
        #expect(events.error == nil)
        #expect(events.all == [.model("m1"), .reasoning("I considered it."), .text("Hi."),
                               .usage(ReplyUsage(promptTokens: 10, completionTokens: 30))])
    }

    /// A body delimited by the connection's close ends without a transport error.
    @Test("a close-delimited stream cut in the middle of an event is a dropped connection, not a malformed event")
    func cutMidEvent() async throws {
        let events = try await Self.answered(
            [.send(SSE.head + SSE.chunk("Half of the answer") + #"data: {"choices":[{"index":0,"delta":{"content":"trunc"#),
             .pause(milliseconds: 50)])
        #expect(events.text == "Half of the answer")
        #expect(events.replyError == .dropped)
    }

    /// OpenRouter's `: OPENROUTER PROCESSING` while the provider is queued, and a provider that never starts.
    @Test("a stream of comments alone is a server that had no reply, not a wrong base_url")
    func keptAliveOnly() async throws {
        let events = try await OpenAIServerShapeTests.stream(String(repeating: ": OPENROUTER PROCESSING\n\n", count: 3))
        #expect(events.replyError == .keptAliveWithoutReply)
        #expect(events.replyError?.reason == "the server kept the connection open but closed it without a reply; "
            + "the model may be overloaded")
    }

    @Test("vLLM's error object in the stream fails the reply with its words, after the text so far")
    func vllmStreamError() async throws {
        let error = #"data: {"object":"error","message":"The decoder prompt (length 9000) is longer than the maximum "#
            + #"model length of 8192.","type":"BadRequestError","param":null,"code":400}"# + "\n\n"
        let events = try await OpenAIServerShapeTests.stream(SSE.chunk("Partial answer") + error + SSE.done)
        #expect(events.text == "Partial answer")
        #expect(events.replyError?.reason == "the server reported an error: The decoder prompt (length 9000) is longer "
            + "than the maximum model length of 8192.")
    }

    /// OpenAI's reasoning models stream nothing while they think, and gateways send the head first.
    @Test("before the first word the server may be silent as long as first_byte_timeout allows; after it, the idle limit")
    func silentBeforeFirstWord() async throws {
        let server = try OpenAITestServer { _ in
            [.send(SSE.head + ServerShape.chunk(delta: ["role": "assistant", "content": ""])), .pause(milliseconds: 1_500),
             .send(SSE.chunk("Thought it over.") + SSE.done)]
        }
        defer { server.stop() }
        let thinking = await OpenAIServerShapeTests.events(
            OpenAICompatibleResponderTests.responder(server, connect: .seconds(15), idle: .milliseconds(500)))
        #expect(thinking.error == nil, "\(String(describing: thinking.error))")
        #expect(thinking.text == "Thought it over.")
        let silent = try OpenAITestServer { _ in [.send(SSE.head), .pause(milliseconds: 60_000)] }
        defer { silent.stop() }
        let events = await OpenAIServerShapeTests.events(
            OpenAICompatibleResponderTests.responder(silent, connect: .seconds(6), idle: .milliseconds(300)))
        #expect(events.replyError?.reason == "the server answered but sent nothing for 6 s (a model that thinks before it "
            + "writes may need a first_byte_timeout over that in config.toml)")
    }

    /// Mistral's API forbids fields it does not know, as pydantic's `extra="forbid"` does.
    @Test("Mistral's 422 for stream_options, in either shape: asked again without it, and not again for that server", arguments: [
        #"{"object":"error","message":{"detail":[{"type":"extra_forbidden","loc":["body","stream_options","include_usage"],"#
            + #""msg":"Extra inputs are not permitted","input":true}]},"type":"invalid_request_error","param":null,"code":null}"#,
        #"{"object":"Error","detail":[{"type":"extra_forbidden","loc":["body","stream_options"],"msg":"Extra inputs are not permitted"}],"#
            + #""message":[{"loc":["body","stream_options"],"msg":"Extra inputs are not permitted"}],"code":3001}"#,
    ])
    func mistralRefusesStreamOptions(_ body: String) async throws {
        let server = try OpenAITestServer { request in
            request.json["stream_options"] == nil
                ? [.send(SSE.head + SSE.chunk("ok") + SSE.done)]
                : [.send(ServerShape.answer(422, "Unprocessable Entity", body: body))]
        }
        defer {
            server.stop()
            ServerQuirks.forget(server.baseURL)
        }
        for _ in 0..<2 {
            let events = await OpenAIServerShapeTests.events(OpenAICompatibleResponderTests.responder(server))
            #expect(events.error == nil, "\(String(describing: events.error))")
            #expect(events.text == "ok")
        }
        #expect(server.requests.map { $0.json["stream_options"] != nil } == [true, false, false])
    }

    /// Mistral sends its usage in the final chunk, beside the finish reason, asked for or not; a
    /// server that never sends one leaves the status bar as it is (no "0 tokens").
    @Test("after the resend without stream_options the final chunk's usage still counts; without one there is none")
    func usageAfterTheResend() async throws {
        let final = #"data: {"id":"c","object":"chat.completion.chunk","model":"mistral-small","choices":[{"index":0,"#
            + #""delta":{"content":""},"finish_reason":"stop"}],"usage":{"prompt_tokens":5,"total_tokens":12,"completion_tokens":7}}"#
            + "\n\n"
        for sendsUsage in [true, false] {
            let server = try OpenAITestServer { request in
                request.json["stream_options"] == nil
                    ? [.send(SSE.head + SSE.chunk("ok") + (sendsUsage ? final : SSE.chunk("")) + SSE.done)]
                    : [.send(ServerShape.answer(422, "Unprocessable Entity", body: #"{"object":"error","message":{"detail":"#
                        + #"[{"type":"extra_forbidden","loc":["body","stream_options"],"msg":"Extra inputs are not permitted"}]}}"#))]
            }
            defer {
                server.stop()
                ServerQuirks.forget(server.baseURL)
            }
            let events = await OpenAIServerShapeTests.events(OpenAICompatibleResponderTests.responder(server))
            #expect(events.text == "ok")
            #expect(events.usages == (sendsUsage ? [ReplyUsage(promptTokens: 5, completionTokens: 7)] : []))
            #expect(server.requests.count == 2)
        }
    }
}
