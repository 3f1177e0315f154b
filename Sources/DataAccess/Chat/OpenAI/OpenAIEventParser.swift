import Domain
import Foundation

/// What one server-sent event of a chat completion stream means.
enum OpenAIStreamEvent: Equatable, Sendable {
    /// A piece of the reply (`delta.content`), `<think>` tags and all.
    case content(String)
    /// A piece of reasoning (`delta.reasoning_content`: vLLM, llama.cpp, DeepSeek;
    /// `delta.reasoning`: Ollama, OpenRouter, LiteLLM).
    case reasoning(String)
    /// The name of a tool the model asks to call (`delta.tool_calls[].function.name`): aichats
    /// offers none, but a tool-tuned model, or a proxy that adds tools, may answer so.
    case toolCall(String)
    /// The chunk's `model`, when it differs from the previous chunk's.
    case model(String)
    /// A chunk's `usage` (the final chunk asked for with `stream_options.include_usage`).
    case usage(ReplyUsage)
    /// A `finish_reason` that says the reply is not all the model would have written.
    case stopped(ReplyCut)
    /// `data: [DONE]`: the reply is complete.
    case done
}

/// Why a server stopped a reply before its end.
enum ReplyCut: Equatable, Sendable {
    /// `finish_reason: "length"`: the token limit (`max_tokens`, or the context) was reached.
    case tokenLimit
    /// `finish_reason: "content_filter"`.
    case contentFilter

    init?(finishReason: Any) {
        switch finishReason as? String {
        case "length": self = .tokenLimit
        case "content_filter": self = .contentFilter
        default: return nil
        }
    }

    /// Why the reply stopped, as the chat says it under the reply ("reply stopped: …"): the
    /// token limit names `max_tokens` only when the request set it (otherwise the server's own
    /// limit, or the context, ended it), and says when the model had written no reply yet.
    func reason(maxTokens: Int?, whileReasoning: Bool) -> String {
        switch self {
        case .tokenLimit:
            "the model reached its token limit" + (maxTokens.map { " (max_tokens = \($0))" } ?? "")
                + (whileReasoning ? " while still reasoning" : "")
        case .contentFilter: "the server's content filter ended it"
        }
    }
}

/// Turns the bytes of a `text/event-stream` response into reply pieces.
///
/// Lines end with LF, CRLF or CR. `data:` lines are joined until an empty line ends the event;
/// comments (`:`) and other fields are ignored. An event of the default type (no `event:`, or
/// `message`) is `[DONE]` or a JSON chunk: its `model` (reported when it changes),
/// `choices[0].delta.content` (text, or a list of parts: `ContentParts`), `reasoning_content` or
/// `reasoning`, a finish reason that cuts the
/// reply, and its `usage`; a chunk with none of these (a role, the finish reason `stop`) yields
/// nothing. `event: error` fails the reply with its words. Events of any other type (`event:
/// ping`) and chunks with neither `choices` nor `error` (`data: {}`) are heartbeats that proxies
/// and gateways send: ignored. Anything else is malformed.
struct OpenAIEventParser: Sendable {
    /// The longest line or event accepted; more is treated as malformed rather than kept in memory.
    static let maximumEventBytes = 1 << 20

    private var pending: [UInt8] = []
    private var dataLines: [String] = []
    /// The open event's `event:` field: proxies send `event: error` with a message as its data.
    private var eventName = ""
    private var skipLeadingLF = false
    /// Whether `[DONE]` or a finish reason was seen.
    private(set) var finished = false
    /// Whether any event was part of a reply: a chunk with `choices`, or `[DONE]`. A stream
    /// without one was no reply stream at all (`NotAStream`).
    private(set) var sawChunk = false
    private var lastModel: String?
    /// Set once a chunk held a lone surrogate escape: from then on the content's and the
    /// reasoning's pieces go through their joiners (`LoneSurrogates`).
    private var sawLoneSurrogate = false
    private var contentHalves = LoneSurrogateJoiner()
    private var reasoningHalves = LoneSurrogateJoiner()

    /// Feeds the next bytes and returns the events they complete.
    mutating func feed<Bytes: Sequence>(_ bytes: Bytes) throws(ChatReplyError) -> [OpenAIStreamEvent]
    where Bytes.Element == UInt8 {
        var events: [OpenAIStreamEvent] = []
        try feed(bytes, into: &events)
        return events
    }

    /// Feeds the next bytes, appending the events they complete; when it throws, `events` still
    /// holds those that came before the bad one.
    mutating func feed<Bytes: Sequence>(_ bytes: Bytes, into events: inout [OpenAIStreamEvent]) throws(ChatReplyError)
    where Bytes.Element == UInt8 {
        for byte in bytes {
            if skipLeadingLF {
                skipLeadingLF = false
                if byte == 0x0A { continue }
            }
            if byte == 0x0A || byte == 0x0D {
                skipLeadingLF = byte == 0x0D
                let line = String(decoding: pending, as: UTF8.self)
                pending.removeAll(keepingCapacity: true)
                try handle(line: line, into: &events)
            } else {
                pending.append(byte)
                if pending.count > Self.maximumEventBytes { throw .oversizedEvent }
            }
        }
    }

    /// Ends the stream: an event still open is dispatched as if an empty line followed.
    mutating func finish() throws(ChatReplyError) -> [OpenAIStreamEvent] {
        var events: [OpenAIStreamEvent] = []
        if !pending.isEmpty {
            let line = String(decoding: pending, as: UTF8.self)
            pending.removeAll()
            try handle(line: line, into: &events)
        }
        try handle(line: "", into: &events)
        endHalves(into: &events)
        return events
    }

    /// U+FFFD for a half surrogate that its other half never followed, when the pieces end.
    private mutating func endHalves(into events: inout [OpenAIStreamEvent]) {
        if let rest = reasoningHalves.finish() { events.append(.reasoning(rest)) }
        if let rest = contentHalves.finish() { events.append(.content(rest)) }
    }

    private mutating func handle(line: String, into events: inout [OpenAIStreamEvent]) throws(ChatReplyError) {
        if line.isEmpty {
            defer { eventName = "" }
            guard !dataLines.isEmpty else { return }
            let data = dataLines.joined(separator: "\n")
            dataLines.removeAll()
            if eventName == "error" { throw Self.reportedError(data) }
            guard eventName.isEmpty || eventName == "message" else { return }
            try self.events(from: data, into: &events)
            return
        }
        if line.hasPrefix(":") { return }
        let field: Substring
        var value: Substring
        if let colon = line.firstIndex(of: ":") {
            field = line[..<colon]
            value = line[line.index(after: colon)...]
            if value.first == " " { value = value.dropFirst() }
        } else {
            field = Substring(line)
            value = ""
        }
        if field == "event" { eventName = String(value) }
        if field == "data" {
            dataLines.append(String(value))
            if dataLines.count > Self.maximumEventBytes / 16 { throw .oversizedEvent }
        }
    }

    private mutating func events(from data: String, into events: inout [OpenAIStreamEvent]) throws(ChatReplyError) {
        if data.trimmingCharacters(in: .whitespaces) == "[DONE]" {
            finished = true
            sawChunk = true
            endHalves(into: &events)
            events.append(.done)
            return
        }
        var parsed = try? JSONSerialization.jsonObject(with: Data(data.utf8))
        if parsed == nil, let marked = LoneSurrogates.marked(data) {
            parsed = try? JSONSerialization.jsonObject(with: Data(marked.utf8))
            sawLoneSurrogate = sawLoneSurrogate || parsed != nil
        }
        guard let object = parsed else { throw .malformed("not JSON") }
        guard let chunk = object as? [String: Any] else { throw .malformed("not a JSON object") }
        if let error = chunk["error"] {
            throw ChatReplyError(.serverError, reason: "the server reported an error: \(ServerErrorBody.message(in: error))")
        }
        // Without `choices` a chunk is a heartbeat (`{}`), or at most a usage report.
        guard let listed = chunk["choices"] else { return Self.usage(in: chunk, into: &events) }
        guard let choices = listed as? [Any] else { throw .malformed("a \"choices\" that is not a list") }
        sawChunk = true
        if let model = chunk["model"] as? String, !model.isEmpty, model != lastModel {
            lastModel = model
            events.append(.model(model))
        }
        if let first = choices.first {
            guard let choice = first as? [String: Any] else { throw .malformed("a choice that is not an object") }
            if let delta = choice["delta"] {
                guard let delta = delta as? [String: Any] else { throw .malformed("a \"delta\" that is not an object") }
                // A server in transition between the names may send both, with the same text.
                var reasoning = try Self.text(delta, "reasoning_content")
                if reasoning == nil { reasoning = try Self.text(delta, "reasoning") }
                var content: String?
                if let parts = delta["content"] as? [Any] {
                    let read = ContentParts(parts)
                    if !read.reasoning.isEmpty { reasoning = (reasoning ?? "") + read.reasoning }
                    content = read.text.isEmpty ? nil : read.text
                } else {
                    content = try Self.text(delta, "content")
                }
                if let reasoning = reasoning.map({ sawLoneSurrogate ? reasoningHalves.join($0) : $0 }), !reasoning.isEmpty {
                    events.append(.reasoning(reasoning))
                }
                for case let call as [String: Any] in delta["tool_calls"] as? [Any] ?? [] {
                    if let name = (call["function"] as? [String: Any])?["name"] as? String, !name.isEmpty {
                        events.append(.toolCall(name))
                    }
                }
                if let text = content.map({ sawLoneSurrogate ? contentHalves.join($0) : $0 }), !text.isEmpty {
                    events.append(.content(text))
                }
            }
            if let reason = choice["finish_reason"], !(reason is NSNull) {
                finished = true
                if let cut = ReplyCut(finishReason: reason) { events.append(.stopped(cut)) }
            }
        }
        Self.usage(in: chunk, into: &events)
    }

    /// Groq puts its usage under `x_groq` in the last chunk.
    private static func usage(in chunk: [String: Any], into events: inout [OpenAIStreamEvent]) {
        guard let usage = chunk["usage"] as? [String: Any] ?? (chunk["x_groq"] as? [String: Any])?["usage"] as? [String: Any]
        else { return }
        events.append(.usage(ReplyUsage(
            promptTokens: usage["prompt_tokens"] as? Int, completionTokens: usage["completion_tokens"] as? Int)))
    }

    /// An `event: error`: its data's message (`{"message": …}`, `{"error": …}`) or its text.
    private static func reportedError(_ data: String) -> ChatReplyError {
        let value = (try? JSONSerialization.jsonObject(with: Data(data.utf8))) ?? data
        let error = (value as? [String: Any])?["error"] ?? value
        return ChatReplyError(.serverError, reason: "the server reported an error: \(ServerErrorBody.message(in: error))")
    }

    /// A delta field's text: nil when absent, null or empty; anything but a string is malformed.
    private static func text(_ delta: [String: Any], _ field: String) throws(ChatReplyError) -> String? {
        switch delta[field] {
        case nil, is NSNull: return nil
        case let text as String: return text.isEmpty ? nil : text
        default: throw .malformed("a \"\(field)\" that is not text")
        }
    }

    /// The reply of a whole, non-streamed completion (`choices[0].message.content`), for servers
    /// that answer with plain JSON despite `"stream": true`.
    static func wholeReply(from body: Data) throws(ChatReplyError) -> String {
        guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any] else {
            throw .malformedAnswer("not a JSON object")
        }
        if let error = object["error"] {
            throw ChatReplyError(.serverError, reason: "the server reported an error: \(ServerErrorBody.message(in: error))")
        }
        guard let choices = object["choices"] as? [Any], let choice = choices.first as? [String: Any],
            let message = choice["message"] as? [String: Any], let content = message["content"] as? String
        else { throw .malformedAnswer("no choices[0].message.content") }
        return content
    }
}
