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

    @Test("a reply the server cut ends with a note that says why", arguments: [
        ("length", "\n[reply cut: the model reached its token limit (max_tokens)]"),
        ("content_filter", "\n[reply stopped by the server's content filter]"),
    ])
    func cutReply(_ reason: String, _ note: String) async throws {
        let outcome = try await Self.reply(to: [
            .send(SSE.head + SSE.chunk("Once upon a ") + SSE.chunk("ti") + Self.finish(reason) + SSE.done),
        ])
        #expect(outcome.error == nil)
        #expect(outcome.text == "Once upon a ti" + note)
    }

    /// The note starts a line right under the text, as the markers under a reply stand: after
    /// text that ended its line, no blank line comes before it.
    @Test("a cut reply's note follows a finished line without a blank line")
    func cutReplyAfterALineBreak() async throws {
        let outcome = try await Self.reply(to: [
            .send(SSE.head + SSE.chunk("Line one\n") + Self.finish("length") + SSE.done),
        ])
        #expect(outcome.text == "Line one\n[reply cut: the model reached its token limit (max_tokens)]")
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
}
