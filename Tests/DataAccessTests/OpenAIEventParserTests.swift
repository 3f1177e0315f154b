import Domain
import Foundation
import Testing
@testable import DataAccess
import TestHTTPServer

@Suite("OpenAI event parsing and requests")
struct OpenAIEventParserTests {
    @Test("content deltas become pieces; comments, other fields and empty deltas are ignored")
    func parsesContent() throws {
        var parser = OpenAIEventParser()
        let roleOnly = "data: {\"choices\":[{\"delta\":{\"role\":\"assistant\"}}]}\n\n"
        let usageOnly = "data: {\"choices\":[]}\n\n"
        let text = ": ping\n\nevent: message\nid: 7\n" + SSE.chunk("Hel") + roleOnly + SSE.chunk("lo") + usageOnly + SSE.done
        let events = try parser.feed(Array(text.utf8))
        #expect(events == [.content("Hel"), .content("lo"), .done])
        #expect(parser.finished)
    }

    /// Proxies and gateways keep a stream alive with events of their own: they are no part of the
    /// reply and do not end it.
    @Test("heartbeats are skipped: named events other than message, and chunks that carry nothing")
    func heartbeats() throws {
        var parser = OpenAIEventParser()
        let text = ": keep-alive\n\nevent: ping\ndata: {}\n\n" + "event: ping\ndata: {\"type\":\"ping\"}\n\n"
            + SSE.chunk("after pings ") + "data: {}\n\n" + "data: {\"id\":1,\"object\":\"heartbeat\"}\n\n"
            + "retry: 1000\n\n" + "event: message\n" + SSE.chunk("done.") + SSE.done
        #expect(try parser.feed(Array(text.utf8)) == [.content("after pings "), .content("done."), .done])
        var errors = OpenAIEventParser()
        #expect(throws: ChatReplyError(.serverError, reason: "the server reported an error: overloaded")) {
            try errors.feed(Array("data: {\"error\":{\"message\":\"overloaded\"}}\n\n".utf8))
        }
    }

    @Test("a stream of heartbeats alone holds no chunk")
    func heartbeatsAlone() throws {
        var parser = OpenAIEventParser()
        _ = try parser.feed(Array("event: ping\ndata: {}\n\ndata: {}\n\n".utf8))
        #expect(!parser.sawChunk && !parser.finished)
        _ = try parser.feed(Array(SSE.chunk("x").utf8))
        #expect(parser.sawChunk)
    }

    @Test("events split across reads and CRLF line ends parse the same")
    func splitAcrossReads() throws {
        var parser = OpenAIEventParser()
        let text = (SSE.chunk("añ😀") + SSE.done).replacingOccurrences(of: "\n", with: "\r\n")
        var events: [OpenAIStreamEvent] = []
        for byte in Array(text.utf8) { events += try parser.feed([byte]) }
        #expect(events == [.content("añ😀"), .done])
    }

    @Test("an event still open at the end is dispatched by finish")
    func finishFlushes() throws {
        var parser = OpenAIEventParser()
        #expect(try parser.feed(Array("data: [DONE]".utf8)).isEmpty)
        #expect(try parser.finish() == [.done])
    }

    @Test("a finish reason counts as the end even without [DONE]")
    func finishReason() throws {
        var parser = OpenAIEventParser()
        _ = try parser.feed(Array("data: {\"choices\":[{\"delta\":{},\"finish_reason\":\"stop\"}]}\n\n".utf8))
        #expect(parser.finished)
    }

    @Test("malformed events throw the malformed error, saying what is wrong", arguments: [
        ("data: {not json\n\n", "not JSON"), ("data: [1,2]\n\n", "not a JSON object"),
        ("data: {\"choices\":{\"delta\":{}}}\n\n", "a \"choices\" that is not a list"),
        ("data: {\"choices\":[{\"delta\":{\"content\":5}}]}\n\n", "a \"content\" that is not text"),
        ("data: {\"choices\":[\"x\"]}\n\n", "a choice that is not an object"),
    ])
    func malformed(_ text: String, _ problem: String) {
        var parser = OpenAIEventParser()
        #expect(throws: ChatReplyError(.malformed, reason: "the server sent a malformed event: \(problem)")) {
            try parser.feed(Array(text.utf8))
        }
    }

    /// A 2 MB event of valid JSON is not malformed: it is larger than the parser keeps, and the
    /// message says so, with the limit.
    @Test("an endless line is refused as an event over 1 MB instead of filling memory")
    func endlessLine() {
        var parser = OpenAIEventParser()
        let line = [UInt8](repeating: UInt8(ascii: "a"), count: OpenAIEventParser.maximumEventBytes + 1)
        #expect(throws: ChatReplyError.oversizedEvent) { try parser.feed(line) }
        #expect(ChatReplyError.oversizedEvent.reason == "the server sent an event larger than 1 MB, the most one event may hold")
    }

    @Test("an error object in the stream becomes a server error line")
    func errorObject() {
        var parser = OpenAIEventParser()
        let text = "data: {\"error\":{\"message\":\"model not loaded\"}}\n\n"
        #expect(throws: ChatReplyError(.serverError, reason: "the server reported an error: model not loaded")) {
            try parser.feed(Array(text.utf8))
        }
    }

    /// Proxies end a stream with `event: error` and a message of their own shape: its words are
    /// shown, after the text that came before it.
    @Test("an event named error says the server's words", arguments: [
        (#"{"message":"upstream overloaded"}"#, "upstream overloaded"),
        (#"{"error":{"message":"quota"}}"#, "quota"),
        ("plain words", "plain words"),
    ])
    func namedErrorEvent(_ data: String, _ words: String) throws {
        var parser = OpenAIEventParser()
        var events: [OpenAIStreamEvent] = []
        let text = SSE.chunk("Once") + "event: error\ndata: \(data)\n\n"
        #expect(throws: ChatReplyError(.serverError, reason: "the server reported an error: \(words)")) {
            try parser.feed(Array(text.utf8), into: &events)
        }
        #expect(events == [.content("Once")])
        var next = OpenAIEventParser()
        #expect(try next.feed(Array(("event: error\n\n" + SSE.chunk("still")).utf8)) == [.content("still")],
                "a name without data is forgotten at the empty line")
    }

    @Test("status errors read as one clear line")
    func statusMessages() {
        let context = ReplyErrorContext(base: "http://h/v1", endpoint: "http://h/v1/chat/completions", model: "m", keySource: nil)
        #expect(ChatReplyError.status(500, message: nil, in: context).message == "reply failed: server answered 500")
        #expect(ChatReplyError.status(418, message: "teapot", in: context).message == "reply failed: server answered 418: teapot")
        #expect(ChatReplyError.dropped.message == "reply failed: the connection dropped mid-reply")
        #expect("\(ChatReplyError.dropped)" == "the connection dropped mid-reply")
        #expect(ChatReplyError.dropped.localizedDescription == "reply failed: the connection dropped mid-reply")
    }

    @Test("the endpoint is base + /chat/completions with or without a trailing slash")
    func endpoint() {
        for base in ["http://h:1/v1", "http://h:1/v1/", "http://h:1/v1//"] {
            let request = OpenAIChatRequest(baseURL: URL(string: base)!, apiKey: nil, model: "m", contextChars: 1000)
            #expect(request.endpoint.absoluteString == "http://h:1/v1/chat/completions")
        }
    }

    @Test("the system prompt describes the persona")
    func systemPrompt() {
        let prompt = SystemPrompt.text(for: OpenAIFixtures.mochi)
        #expect(prompt.hasPrefix("You are Mochi, a cat that is napping in the sun."))
        #expect(prompt.contains("Stay in character"))
    }

    @Test("failed and empty messages are not sent as context")
    func skipsFailed() {
        let request = OpenAIChatRequest(baseURL: URL(string: "http://h")!, apiKey: nil, model: "m", contextChars: 1000)
        let history = [
            ChatMessage(role: .user, text: "hi", sentAt: .distantPast),
            ChatMessage(role: .assistant, text: "oops", sentAt: .distantPast, state: .failed),
            ChatMessage(role: .assistant, text: "", sentAt: .distantPast, state: .partial),
        ]
        #expect(request.messages(for: ReplyRequest(avatar: OpenAIFixtures.mochi, history: history)).map(\.role) == ["system", "user"])
    }

    @Test("fromEnvironment needs AICHATS_API_BASE and reads the key and model")
    func fromEnvironment() throws {
        #expect(try OpenAICompatibleResponder.fromEnvironment([:]) == nil)
        #expect(try OpenAICompatibleResponder.fromEnvironment(["AICHATS_API_BASE": "  "]) == nil)
        let plain = try #require(
            try OpenAICompatibleResponder.fromEnvironment(["AICHATS_API_BASE": "http://localhost:11434/v1"]))
        #expect(plain.model == OpenAICompatibleResponder.defaultModel)
        #expect(!plain.hasAPIKey)
        #expect(plain.contextChars == ChatBackend.defaultContextChars)
        #expect(plain.keySource == nil)
        #expect(plain.connectTimeout == .seconds(60) && plain.idleTimeout == .seconds(60))
        let full = try #require(try OpenAICompatibleResponder.fromEnvironment([
            "AICHATS_API_BASE": "https://api.openai.com/v1", "AICHATS_API_KEY": "sk-env-secret",
            "AICHATS_MODEL": "gpt-4.1",
        ]))
        #expect(full.model == "gpt-4.1")
        #expect(full.hasAPIKey)
        #expect(full.apiKey == "sk-env-secret")
        #expect(full.keySource == "AICHATS_API_KEY")
    }

    @Test("the key stays out of descriptions and mirrors")
    func keyNotInDescriptions() {
        let responder = OpenAICompatibleResponder(baseURL: URL(string: "http://h/v1")!, apiKey: "sk-mirror-secret")
        var dumped = ""
        dump(responder, to: &dumped)
        for text in [String(describing: responder), String(reflecting: responder), dumped] {
            #expect(!text.contains("sk-mirror-secret"))
        }
        #expect(String(describing: responder).contains("key: set"))
        let withPassword = OpenAICompatibleResponder(baseURL: URL(string: "http://me:pw-secret@h/v1")!)
        #expect(withPassword.displayBase == "http://h/v1")
        #expect(!String(describing: withPassword).contains("pw-secret"))
    }
}

enum OpenAIFixtures {
    static let mochi = Avatar(
        id: "mochi", name: "Mochi", character: .cat, action: "napping", location: "in the sun",
        author: "Tester", createdAt: .distantPast, popularity: 1)
}
