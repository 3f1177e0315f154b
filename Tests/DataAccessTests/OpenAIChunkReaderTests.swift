import Domain
import Foundation
import Testing
@testable import DataAccess
import TestHTTPServer

/// What real servers send besides the textbook chunk: nulls, several choices, a byte order mark,
/// error objects of their own shape, a whole completion.
@Suite("OpenAI chunk reading: servers' quirks")
struct OpenAIChunkReaderTests {
    static func events(_ text: String) throws(ChatReplyError) -> [OpenAIStreamEvent] {
        var parser = OpenAIEventParser()
        return try parser.feed(Array(text.utf8))
    }

    /// Go structs without `omitempty` and Python models dumped without `exclude_none` send every field.
    @Test("null is absent: an error, the choices, a delta, an index")
    func nullsAreAbsent() throws {
        let text = #"data: {"error":null,"choices":[{"index":null,"delta":{"content":"Hi"},"finish_reason":null}]}"# + "\n\n"
            + #"data: {"error":null,"choices":[{"index":0,"delta":null,"finish_reason":"stop"}]}"# + "\n\n"
            + #"data: {"choices":null,"usage":{"prompt_tokens":5,"completion_tokens":7}}"# + "\n\n"
            + #"data: {"message":null,"choices":null}"# + "\n\n" + SSE.done
        #expect(try Self.events(text) == [.content("Hi"), .usage(ReplyUsage(promptTokens: 5, completionTokens: 7)), .done])
    }

    @Test("of several choices only index 0 is the reply; another's finish reason does not end it")
    func firstChoiceOnly() throws {
        func chunk(_ index: Int, _ text: String, finish: String? = nil) -> String {
            let reason = finish.map { "\"\($0)\"" } ?? "null"
            return #"data: {"choices":[{"index":\#(index),"delta":{"content":"\#(text)"},"finish_reason":\#(reason)}]}"# + "\n\n"
        }
        let both = #"data: {"choices":[{"index":1,"delta":{"content":"one "}},{"index":0,"delta":{"content":"zero "}}]}"# + "\n\n"
        var parser = OpenAIEventParser()
        let events = try parser.feed(Array((chunk(1, "ONE", finish: "stop") + chunk(0, "Choice ") + both + chunk(1, "x")).utf8))
        #expect(events == [.content("Choice "), .content("zero ")])
        #expect(!parser.finished)
        #expect(try parser.feed(Array(chunk(0, "text.", finish: "length").utf8)) == [.content("text."), .stopped(.tokenLimit)])
    }

    @Test("one byte order mark at the start of the stream is ignored, also when it comes byte by byte")
    func byteOrderMark() throws {
        let text = "\u{FEFF}" + SSE.chunk("Hello ") + SSE.chunk("there") + SSE.done
        #expect(try Self.events(text) == [.content("Hello "), .content("there"), .done])
        var parser = OpenAIEventParser()
        var events: [OpenAIStreamEvent] = []
        for byte in Array(text.utf8) { events += try parser.feed([byte]) }
        #expect(events == [.content("Hello "), .content("there"), .done])
        // Only at the start: later, the mark is part of a field's name, which no field has.
        #expect(try Self.events(SSE.chunk("a") + "\u{FEFF}" + SSE.chunk("b")) == [.content("a")])
    }

    /// vLLM, SGLang and FastChat send their error model in the stream as it is, with no `error` key.
    @Test("an error object without an error key fails the reply with its words", arguments: [
        (#"{"object":"error","message":"The decoder prompt is longer than the maximum model length.","type":"BadRequestError","code":400}"#,
         "The decoder prompt is longer than the maximum model length."),
        (#"{"text":"**NETWORK ERROR DUE TO HIGH TRAFFIC. PLEASE REGENERATE OR REFRESH THIS PAGE.**","error_code":50001}"#,
         "**NETWORK ERROR DUE TO HIGH TRAFFIC. PLEASE REGENERATE OR REFRESH THIS PAGE.**"),
        (#"{"object":"error"}"#, "no details"),
    ])
    func errorWithoutKey(_ data: String, _ words: String) throws {
        var parser = OpenAIEventParser()
        var events: [OpenAIStreamEvent] = []
        #expect(throws: ChatReplyError(.serverError, reason: "the server reported an error: \(words)")) {
            try parser.feed(Array((SSE.chunk("Partial ") + "data: \(data)\n\n" + SSE.done).utf8), into: &events)
        }
        #expect(events == [.content("Partial ")])
        #expect(try Self.events("data: {\"text\":\"ok\",\"error_code\":0}\n\n").isEmpty, "error_code 0 is no error")
    }

    /// Ollama's OpenAI endpoint once and SGLang 0.4.3 sent `""` on every chunk, KoboldCpp `"null"`:
    /// taken as the end, the reply was cut at the model's first pause.
    @Test("a finish reason of \"\" or \"null\" does not end the reply", arguments: ["\"\"", "\"null\""])
    func placeholderFinishReason(_ reason: String) throws {
        var parser = OpenAIEventParser()
        let chunk = #"data: {"choices":[{"index":0,"delta":{"content":"Slow "},"finish_reason":\#(reason)}]}"# + "\n\n"
        #expect(try parser.feed(Array(chunk.utf8)) == [.content("Slow ")])
        #expect(!parser.finished)
        _ = try parser.feed(Array(#"data: {"choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}"#.utf8 + Array("\n\n".utf8)))
        #expect(parser.finished)
    }

    /// Relays keep a long generation alive with an empty `data:`; the SSE spec dispatches no event for it.
    @Test("an event whose data is empty or blank is a keep-alive, skipped")
    func emptyData() throws {
        var parser = OpenAIEventParser()
        let text = "data: \n\n" + SSE.chunk("Hello ") + "data:\n\n" + "data:  \ndata:\n\n" + SSE.chunk("there") + SSE.done
        #expect(try parser.feed(Array(text.utf8)) == [.content("Hello "), .content("there"), .done])
        var alone = OpenAIEventParser()
        _ = try alone.feed(Array("data:\n\n".utf8))
        #expect(alone.sawKeepAlive && !alone.sawChunk)
    }

    /// Early text-generation-webui and completion-style proxies: the text would be lost without a word.
    @Test("choices that carry a message or a text instead of a delta are malformed, saying so", arguments: [
        (#"{"index":0,"message":{"role":"assistant","content":"Hello"},"finish_reason":null}"#, "message"),
        (#"{"index":0,"text":"Hello","finish_reason":null}"#, "text"),
    ])
    func noDelta(_ choice: String, _ field: String) {
        var parser = OpenAIEventParser()
        #expect(throws: ChatReplyError.malformed("a choice with \"\(field)\" instead of \"delta\"")) {
            try parser.feed(Array((#"data: {"choices":[\#(choice)]}"# + "\n\n").utf8))
        }
    }

    /// FastChat-style and older LocalAI servers still send the legacy shape.
    @Test("a legacy function_call names its tool as tool_calls do")
    func legacyFunctionCall() throws {
        let text = #"data: {"choices":[{"index":0,"delta":{"function_call":{"name":"get_weather","arguments":""}}}]}"# + "\n\n"
            + #"data: {"choices":[{"index":0,"delta":{"function_call":{"arguments":"{}"}},"finish_reason":"function_call"}]}"#
            + "\n\n"
        #expect(try Self.events(text) == [.toolCall("get_weather")])
    }

    /// The SSE spec discards an event the stream's end cut off; one that still reads is kept.
    @Test("an event cut off by the end of the stream that cannot be read is a dropped connection")
    func cutOffEvent() throws {
        var parser = OpenAIEventParser()
        #expect(try parser.feed(Array((SSE.chunk("Half ") + #"data: {"choices":[{"index":0,"delta":{"content":"trunc"#).utf8))
            == [.content("Half ")])
        #expect(throws: ChatReplyError.dropped) { try parser.finish() }
        var whole = OpenAIEventParser()
        _ = try whole.feed(Array(SSE.chunk("x").dropLast(2).utf8))
        #expect(try whole.finish() == [.content("x")])
    }

    @Test("comments and heartbeats alone are a connection kept alive; a line of text is not")
    func keptAlive() throws {
        var comments = OpenAIEventParser()
        _ = try comments.feed(Array(": OPENROUTER PROCESSING\n\n: OPENROUTER PROCESSING\n\n".utf8))
        #expect(comments.sawKeepAlive && !comments.sawChunk)
        var pings = OpenAIEventParser()
        _ = try pings.feed(Array("event: ping\ndata: {}\n\ndata: {}\n\n".utf8))
        #expect(pings.sawKeepAlive)
        var text = OpenAIEventParser()
        _ = try text.feed(Array("hello this is not sse at all\n".utf8))
        #expect(!text.sawKeepAlive)
    }

    /// Servers that ignore `"stream": true` (some LocalAI, TGI and proxy set-ups) send the reply
    /// whole: it carries what a stream would.
    @Test("a whole completion gives its model, reasoning, text, cut and usage; a tool call its name")
    func wholeCompletion() throws {
        let body = #"{"model":"m1","choices":[{"index":0,"message":{"role":"assistant","content":"Hi.","#
            + #""reasoning_content":"I considered it."},"finish_reason":"length"}],"usage":{"prompt_tokens":10,"completion_tokens":30}}"#
        #expect(try OpenAIChunkReader.wholeReply(from: Data(body.utf8)) == [
            .model("m1"), .reasoning("I considered it."), .content("Hi."), .stopped(.tokenLimit),
            .usage(ReplyUsage(promptTokens: 10, completionTokens: 30)),
        ])
        let tool = #"{"choices":[{"message":{"content":null,"tool_calls":[{"function":{"name":"get_weather"}}]}}]}"#
        #expect(try OpenAIChunkReader.wholeReply(from: Data(tool.utf8)) == [.toolCall("get_weather")])
        let parts = #"{"choices":[{"message":{"content":[{"type":"text","text":"Mistral's parts."}]}}]}"#
        #expect(try OpenAIChunkReader.wholeReply(from: Data(parts.utf8)) == [.content("Mistral's parts.")])
    }

    @Test("a whole answer that is no completion says what is wrong with it", arguments: [
        ("{not json", "not JSON"), ("[1]", "not a JSON object"), (#"{"choices":[]}"#, "no choices[0].message"),
        (#"{"choices":[{"message":{"content":5}}]}"#, "a \"content\" that is not text"),
    ])
    func wholeAnswerMalformed(_ body: String, _ problem: String) {
        #expect(throws: ChatReplyError.malformedAnswer(problem)) { try OpenAIChunkReader.wholeReply(from: Data(body.utf8)) }
    }
}
