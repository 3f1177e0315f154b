import Domain
import Foundation
import Testing
@testable import DataAccess
import TestHTTPServer

/// Each server's way of streaming, as the test server reproduces it, and the events it becomes.
@Suite("OpenAI-compatible responder: server shapes")
struct OpenAIServerShapeTests {
    /// Every event, and the error that ended the stream.
    struct Events {
        /// What the reply is made of, without the request's progress (`progress`).
        var all: [ReplyEvent] = []
        /// Each request sent and each server's answer, in order (`OpenAIRequestProgressTests`).
        var progress: [ReplyEvent] = []
        var error: (any Error)?
        var replyError: ChatReplyError? { error as? ChatReplyError }
        var text: String { all.compactMap { if case .text(let piece) = $0 { piece } else { nil } }.joined() }
        var reasoning: String {
            all.compactMap { if case .reasoning(let piece) = $0 { piece } else { nil } }.joined()
        }
        var models: [String] { all.compactMap { if case .model(let name) = $0 { name } else { nil } } }
        var usages: [ReplyUsage] { all.compactMap { if case .usage(let usage) = $0 { usage } else { nil } } }
    }

    static func events(_ responder: OpenAICompatibleResponder, _ request: ReplyRequest? = nil) async -> Events {
        var events = Events()
        do {
            let request = request ?? ReplyRequest(avatar: OpenAIFixtures.mochi, history: OpenAICompatibleResponderTests.history(1))
            for try await event in responder.reply(to: request) {
                if event == .requestSent || event == .serverAnswered {
                    events.progress.append(event)
                } else {
                    events.all.append(event)
                }
            }
        } catch {
            events.error = error
        }
        return events
    }

    /// The events of one reply from a server that sends `body` after the stream's head.
    static func stream(_ body: String) async throws -> Events {
        let server = try OpenAITestServer { _ in [.send(SSE.head + body)] }
        defer { server.stop() }
        return await events(OpenAICompatibleResponderTests.responder(server))
    }

    @Test("vLLM and llama.cpp: reasoning_content deltas are reasoning, then the reply; the model comes once")
    func reasoningContent() async throws {
        let body = ServerShape.reasoningContent(["The user ", "greets."], reply: ["Purr", "."], model: "Qwen/QwQ-32B")
            + ServerShape.chunk(delta: [:], model: "Qwen/QwQ-32B", finish: "stop") + SSE.done
        let events = try await Self.stream(body)
        #expect(events.error == nil)
        #expect(events.all == [
            .model("Qwen/QwQ-32B"), .reasoning("The user "), .reasoning("greets."), .text("Purr"), .text("."),
        ])
    }

    @Test("Ollama and LiteLLM: reasoning deltas are reasoning")
    func reasoningDeltas() async throws {
        let body = ServerShape.reasoning(["hmm", " ok"], reply: ["Mrrp"], model: "qwen3:8b") + SSE.done
        let events = try await Self.stream(body)
        #expect(events.reasoning == "hmm ok")
        #expect(events.text == "Mrrp")
        #expect(events.models == ["qwen3:8b"])
    }

    @Test("<think> at the start of the content is reasoning, even with the tags split across chunks")
    func thinkTags() async throws {
        let pieces = ["<th", "ink>Let me", " think.</th", "ink>\n\n", "Hello ", "<think>stays</think>"]
        let body = pieces.map { ServerShape.chunk(delta: ["content": $0], model: "deepseek-r1:8b") }.joined() + SSE.done
        let events = try await Self.stream(body)
        #expect(events.error == nil)
        #expect(events.reasoning == "Let me think.")
        #expect(events.text == "Hello <think>stays</think>")
    }

    /// DeepSeek-R1's and QwQ's templates end the prompt with `<think>`: a server without a
    /// reasoning parser streams the reasoning, then only the closing tag.
    @Test("text closed by a lone </think> at the start, split across chunks, is then taken as reasoning")
    func loneCloseTag() async throws {
        let pieces = ["Okay, so the user", " wants X.\n</th", "ink>\n\n", "The answer."]
        let body = pieces.map { ServerShape.chunk(delta: ["content": $0], model: "deepseek-r1") }.joined() + SSE.done
        let events = try await Self.stream(body)
        #expect(events.error == nil)
        #expect(events.all.filter { if case .model = $0 { false } else { true } } == [
            .text("Okay, so the user"), .text(" wants X.\n"), .textWasReasoning, .text("The answer."),
        ])
    }

    /// JavaScript gateways slice a string between the halves of an emoji: valid JSON (RFC 8259),
    /// which `JSONSerialization` alone refuses.
    @Test("a surrogate pair split across two events is one character; a half left alone is U+FFFD", arguments: [
        ([#"Emoji split: \ud83d"#, #"\ude00 done."#], "Emoji split: 😀 done."),
        ([#"\ud83d"#, #"\ude00\ufe0f!"#], "😀\u{FE0F}!"),
        ([#"a \ud83d"#, "b"], "a \u{FFFD}b"),
        ([#"a \ude00 b"#], "a \u{FFFD} b"),
        ([#"end \ud83d"#], "end \u{FFFD}"),
        ([#"\\ud83d stays, \ud83d\ude00 too"#], #"\ud83d stays, 😀 too"#),
    ])
    func splitSurrogates(_ pieces: [String], _ reply: String) async throws {
        // The pieces as the JSON strings a server writes, escapes and all.
        let body = pieces.map { #"data: {"choices":[{"index":0,"delta":{"content":"\#($0)"}}]}"# + "\n\n" }.joined()
        let stop = #"data: {"choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}"# + "\n\n"
        for ending in [SSE.done, stop] {
            let events = try await Self.stream(body + ending)
            #expect(events.error == nil, "\(String(describing: events.error))")
            #expect(events.text == reply)
        }
    }

    @Test("Mistral: content as a list of parts: text parts are the reply, thinking parts reasoning, others skipped")
    func contentParts() async throws {
        let chunks = [
            #"{"content":[{"type":"thinking","thinking":[{"type":"text","text":"Let me "},{"type":"text","text":"see."}]}]}"#,
            #"{"content":[{"type":"text","text":"Answer as "},{"type":"image_url","image_url":{"url":"x"}}]}"#,
            #"{"content":[{"type":"text","text":"parts."}]}"#,
        ]
        let body = chunks.map { #"data: {"choices":[{"index":0,"delta":\#($0)}]}"# + "\n\n" }.joined() + SSE.done
        let events = try await Self.stream(body)
        #expect(events.error == nil, "\(String(describing: events.error))")
        #expect(events.reasoning == "Let me see.")
        #expect(events.text == "Answer as parts.")
    }

    @Test("a reply that is only a tool call names the tool, not an empty reply, and offers no retry")
    func toolCallOnly() async throws {
        let call = #"{"role":"assistant","content":null,"tool_calls":[{"index":0,"id":"call_1","type":"function","#
            + #""function":{"name":"get_weather","arguments":""}}]}"#
        let arguments = #"{"tool_calls":[{"index":0,"function":{"arguments":"{\"loc\":1}"}}]}"#
        let body = [call, arguments].map { #"data: {"choices":[{"index":0,"delta":\#($0)}]}"# + "\n\n" }.joined()
            + #"data: {"choices":[{"index":0,"delta":{},"finish_reason":"tool_calls"}]}"# + "\n\n" + SSE.done
        let events = try await Self.stream(body)
        let reason = try #require(events.replyError?.reason)
        #expect(reason == "the model asked to call a tool (get_weather), which aichats does not offer")
        #expect(!ReplyRetry.helps(afterFailure: reason))
    }

    /// A model may give its reasoning both ways in one reply: the two texts are two lines, not one word.
    @Test("reasoning_content and a <think> block are put on lines of their own")
    func reasoningBothWays() async throws {
        let body = ServerShape.reasoning(["thinking ", "evil"], reply: ["<think>inner</think>Answer"], model: "m")
            + ServerShape.reasoning(["more\n"], reply: ["."], model: "m") + SSE.done
        let events = try await Self.stream(body)
        #expect(events.reasoning == "thinking evil\ninner\nmore\n")
        #expect(events.text == "Answer.")
    }

    @Test("a reply that is only an unclosed <think> ends as reasoning")
    func unclosedThink() async throws {
        let body = ServerShape.chunk(delta: ["content": "<think>still thinking"]) + SSE.done
        let events = try await Self.stream(body)
        #expect(events.reasoning == "still thinking")
        #expect(events.text.isEmpty)
    }

    @Test("the final usage chunk (empty choices) becomes usage; a changed model is reported again")
    func usageChunk() async throws {
        let body = ServerShape.chunk(delta: ["content": "Hi"], model: "gpt-4o-mini")
            + ServerShape.chunk(delta: ["content": "!"], model: "gpt-4o-mini-2024-07-18", finish: "stop")
            + ServerShape.usage(prompt: 42, completion: 7, model: "gpt-4o-mini-2024-07-18") + SSE.done
        let events = try await Self.stream(body)
        #expect(events.error == nil)
        #expect(events.text == "Hi!")
        #expect(events.models == ["gpt-4o-mini", "gpt-4o-mini-2024-07-18"])
        #expect(events.usages == [ReplyUsage(promptTokens: 42, completionTokens: 7)])
    }

    @Test("llama.cpp: usage and timings in the chunk with the finish reason, no separate usage chunk")
    func llamaCppUsage() async throws {
        let finish = #"data: {"choices":[{"finish_reason":"stop","index":0,"delta":{}}],"created":1,"#
            + #""model":"gpt-3.5-turbo","object":"chat.completion.chunk","usage":{"completion_tokens":5,"#
            + #""prompt_tokens":20,"total_tokens":25},"timings":{"predicted_per_second":41.5}}"# + "\n\n"
        let events = try await Self.stream(ServerShape.chunk(delta: ["content": "Hi"], model: "gpt-3.5-turbo") + finish + SSE.done)
        #expect(events.error == nil)
        #expect(events.all == [.model("gpt-3.5-turbo"), .text("Hi"), .usage(ReplyUsage(promptTokens: 20, completionTokens: 5))])
    }

    @Test("Groq: usage under x_groq in the last chunk")
    func groqUsage() async throws {
        let last = #"data: {"choices":[{"index":0,"delta":{},"finish_reason":"stop"}],"model":"llama-3.1-8b-instant","#
            + #""x_groq":{"id":"req_1","usage":{"queue_time":0.01,"prompt_tokens":18,"completion_tokens":3,"total_tokens":21}}}"#
            + "\n\n"
        let events = try await Self.stream(ServerShape.chunk(delta: ["content": "Hi"], model: "llama-3.1-8b-instant") + last + SSE.done)
        #expect(events.error == nil)
        #expect(events.text == "Hi")
        #expect(events.usages == [ReplyUsage(promptTokens: 18, completionTokens: 3)])
    }

    @Test("a model name and reasoning are cleaned like the reply")
    func hostileReasoning() async throws {
        let body = ServerShape.reasoning(["a\u{1B}[2", "Jb\u{202E}"], reply: ["c"], model: "m\u{1B}]0;x\u{7}odel") + SSE.done
        let events = try await Self.stream(body)
        #expect(events.reasoning == "ab")
        #expect(events.models == ["model"])
    }

    @Test("old llama.cpp and Ollama refuse stream_options with 400: asked again without it, and not again for that server")
    func refusedStreamOptions() async throws {
        let refusal = ServerShape.answer(
            400, "Bad Request",
            body: #"{"error":{"code":400,"message":"Unsupported param: stream_options","type":"invalid_request_error"}}"#)
        let server = try OpenAITestServer { request in
            request.json["stream_options"] == nil ? [.send(SSE.head + SSE.chunk("ok") + SSE.done)] : [.send(refusal)]
        }
        defer {
            server.stop()
            ServerQuirks.forget(server.baseURL)
        }
        let responder = OpenAICompatibleResponderTests.responder(server)
        let first = await Self.events(responder)
        #expect(first.error == nil)
        #expect(first.text == "ok")
        let second = await Self.events(responder)
        #expect(second.text == "ok")
        // Another responder for the same server (one is made per request) knows it too.
        let third = await Self.events(OpenAICompatibleResponderTests.responder(server))
        #expect(third.text == "ok")
        #expect(server.requests.map { $0.json["stream_options"] != nil } == [true, false, false, false])
    }

    @Test("a 400 that does not name stream_options fails at once with the server's message")
    func plainBadRequest() async throws {
        let server = try OpenAITestServer { _ in
            [.send(ServerShape.answer(400, "Bad Request", body: #"{"error":{"message":"max_tokens is too large"}}"#))]
        }
        defer { server.stop() }
        let events = await Self.events(OpenAICompatibleResponderTests.responder(server))
        #expect(events.replyError?.reason == "server answered 400: max_tokens is too large")
        #expect(server.requests.count == 1)
    }

    @Test("temperature and max_tokens come from the request, else from the backend")
    func samplingSettings() async throws {
        let server = try OpenAITestServer { _ in [.send(SSE.head + SSE.chunk("ok") + SSE.done)] }
        defer { server.stop() }
        let responder = OpenAICompatibleResponder(
            baseURL: server.baseURL, model: "m", temperature: 0.3, maxTokens: 100, connectTimeout: .seconds(15))
        _ = await Self.events(responder)
        var request = ReplyRequest(avatar: OpenAIFixtures.mochi, history: OpenAICompatibleResponderTests.history(1))
        request.temperature = 1.1
        request.maxTokens = 7
        request.model = "picked"
        _ = await Self.events(responder, request)
        let bodies = server.requests.map(\.json)
        #expect(bodies.map { $0["temperature"] as? Double } == [0.3, 1.1])
        #expect(bodies.map { $0["max_tokens"] as? Int } == [100, 7])
        #expect(bodies.map { $0["model"] as? String } == ["m", "picked"])
    }
}
