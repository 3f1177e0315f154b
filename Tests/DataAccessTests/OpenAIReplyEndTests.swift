import Domain
import Foundation
import Testing
@testable import DataAccess
import TestHTTPServer

/// How a reply ends when the server says it stopped early, or sends nothing to show.
extension OpenAICompatibleResponderTests {
    static func finish(_ reason: String) -> String {
        #"data: {"choices":[{"index":0,"delta":{},"finish_reason":"\#(reason)"}]}"# + "\n\n"
    }

    /// The events of one reply to "hi" from a server that sends `body` after the stream's head.
    static func events(_ body: String, maxTokens: Int? = nil) async throws -> OpenAIServerShapeTests.Events {
        let server = try serve([.send(SSE.head + body)])
        defer { server.stop() }
        var responder = responder(server)
        if let maxTokens {
            responder = OpenAICompatibleResponder(
                baseURL: server.baseURL, apiKey: nil, model: "test-model", maxTokens: maxTokens)
        }
        return await OpenAIServerShapeTests.events(responder)
    }

    /// The reason is the chat's to show beside the reply: in the text, it would be sent back to
    /// the model as if the model had written it.
    @Test("a reply the server cut keeps only the model's text; why it stopped comes apart", arguments: [
        ("length", nil, "the model reached its token limit"),
        ("length", 256, "the model reached its token limit (max_tokens = 256)"),
        ("content_filter", nil, "the server's content filter ended it"),
    ] as [(String, Int?, String)])
    func cutReply(_ reason: String, _ maxTokens: Int?, _ why: String) async throws {
        let events = try await Self.events(
            SSE.chunk("Once upon a ") + SSE.chunk("ti") + Self.finish(reason) + SSE.done, maxTokens: maxTokens)
        #expect(events.error == nil)
        #expect(events.text == "Once upon a ti")
        #expect(events.all.last == .cut(because: why))
    }

    @Test("a reply cut while the model still reasoned says so, and is no empty reply")
    func cutWhileReasoning() async throws {
        let events = try await Self.events(
            #"data: {"choices":[{"index":0,"delta":{"reasoning_content":"hmm"}}]}"# + "\n\n" + Self.finish("length"))
        #expect(events.error == nil)
        #expect(events.text.isEmpty)
        #expect(events.all.last == .cut(because: "the model reached its token limit while still reasoning"))
    }

    /// The model said it finished, and the server sends neither `[DONE]` nor the connection's
    /// end: the reply is complete after a short wait, not "stopped" after the idle limit.
    @Test("a finish reason ends the reply even when the server never sends [DONE] nor closes")
    func finishReasonWithoutDone() async throws {
        let usage = #"data: {"choices":[],"usage":{"prompt_tokens":3,"completion_tokens":2}}"# + "\n\n"
        let (outcome, took) = try await Self.replyHeldOpen(SSE.chunk("Done.") + Self.finish("stop") + usage)
        // Well under the 60 s the server holds the stream and the 120 s idle limit (see doneEndsReply).
        #expect(took < .seconds(45))
        #expect(outcome.error == nil)
        #expect(outcome.text == "Done.")
    }

    @Test("a reply that ends as asked has no note")
    func stoppedReply() async throws {
        let outcome = try await Self.reply(to: [.send(SSE.head + SSE.chunk("Done.") + Self.finish("stop") + SSE.done)])
        #expect(outcome.error == nil)
        #expect(outcome.text == "Done.")
    }

    @Test("a stream without text fails instead of looking like a reply still on its way", arguments: [
        (SSE.done, "reply failed: the server sent an empty reply"),
        (Self.finish("stop") + SSE.done, "reply failed: the server sent an empty reply"),
        (#"data: {"choices":[{"index":0,"delta":{"reasoning_content":"hmm"}}]}"# + "\n\n" + Self.finish("stop"),
         "reply failed: the model sent its reasoning but no reply"),
    ])
    func emptyReply(_ events: String, _ message: String) async throws {
        let outcome = try await Self.reply(to: [.send(SSE.head + events)])
        #expect(outcome.replyError?.message == message, "\(String(describing: outcome.error))")
        #expect(outcome.text.isEmpty)
    }
}

extension OpenAICompatibleResponderTests {
    @Test("a message longer than context_chars allows is not sent, and the reply says why")
    func tooLongMessage() async throws {
        let server = try Self.serve([.send(SSE.head + SSE.chunk("hi") + SSE.done)])
        defer { server.stop() }
        let long = ChatMessage(role: .user, text: String(repeating: "a", count: 5_000), sentAt: .distantPast)
        let outcome = await Self.collect(
            Self.responder(server, context: 2_000).reply(as: OpenAIFixtures.mochi, to: [long]))
        #expect(outcome.replyError?.kind == .tooLong)
        #expect(outcome.replyError?.message.contains("your message has 5000 characters") == true)
        let prompt = ReplyRequest(avatar: OpenAIFixtures.mochi, history: []).systemPrompt.count
        #expect(outcome.replyError?.message.contains(
            "context_chars (2000) less the \(prompt) of the system prompt leaves room for \(2_000 - prompt)") == true)
        #expect(outcome.replyError?.message.contains("raise context_chars") == true)
        #expect(server.requests.isEmpty)
    }

    /// A prompt that fills context_chars alone: the message is not what to shorten.
    @Test("a system prompt longer than context_chars is named as what to shorten")
    func tooLongPrompt() async throws {
        let server = try Self.serve([.send(SSE.head + SSE.chunk("hi") + SSE.done)])
        defer { server.stop() }
        let request = ReplyRequest(
            avatar: OpenAIFixtures.mochi, systemPrompt: String(repeating: "p", count: 7_193),
            history: [ChatMessage(role: .user, text: "do you remember the rules", sentAt: .distantPast)])
        let error = await OpenAIServerShapeTests.events(Self.responder(server, context: 6_000), request).error
        let replyError = try #require(error as? ChatReplyError)
        #expect(replyError.kind == .tooLong)
        #expect(replyError.reason == "the avatar's system prompt has 7193 characters, and this backend's "
            + "context_chars (6000) leaves no room for your message; \(ReplyRetry.tooLongWords). "
            + "Shorten the system prompt (Alt-p) or raise context_chars in the config file")
        #expect(server.requests.isEmpty)
    }
}
