import Domain
import Foundation

/// Reads the data of a stream's events (`[DONE]` or a JSON chunk), and a whole completion, into
/// reply pieces.
///
/// A chunk gives its `model` (reported when it changes), and of its choice with `index` 0 (a
/// proxy that forces `n` > 1 interleaves others) the `delta`'s `content` (text, or a list of parts:
/// `ContentParts`), `reasoning_content` or `reasoning`, the tools it asks for, a finish reason
/// that cuts the reply, and the chunk's `usage`; a chunk with none of these (a role, the finish
/// reason `stop`) yields nothing. A finish reason ends the reply unless it is `""` or `"null"`,
/// which some servers put on every chunk. A whole completion gives the same from its `message`;
/// a stream whose choices hold a `message` or a `text` instead of a `delta` is malformed. `null`
/// counts as absent everywhere, as servers built on structs without `omitempty` send it. An
/// `error` fails the reply with its words, and so does a chunk without choices in the error
/// shape of vLLM, SGLang (`"object": "error"`, a `message`) or FastChat (`error_code`); other
/// chunks without choices (`data: {}`) are heartbeats: ignored. Anything else is malformed.
struct OpenAIChunkReader: Sendable {
    /// Whether `[DONE]` or a finish reason was seen.
    private(set) var finished = false
    /// Whether any event was part of a reply: a chunk with `choices`, or `[DONE]`.
    private(set) var sawChunk = false
    /// Whether a choice with index 0 came (its `delta`, or a whole completion's `message`).
    private(set) var sawChoice = false
    /// Whether this reads a whole completion: what is wrong with it is then said of the answer.
    private let whole: Bool
    private var lastModel: String?
    /// Set once a chunk held a lone surrogate escape: from then on the content's and the
    /// reasoning's pieces go through their joiners (`LoneSurrogates`).
    private var sawLoneSurrogate = false
    private var contentHalves = LoneSurrogateJoiner()
    private var reasoningHalves = LoneSurrogateJoiner()

    init(whole: Bool = false) {
        self.whole = whole
    }

    /// The events of a whole, non-streamed completion (`choices[0].message`), for servers that
    /// answer with plain JSON despite `"stream": true`: its reasoning, tool calls and usage too.
    static func wholeReply(from body: Data) throws(ChatReplyError) -> [OpenAIStreamEvent] {
        guard let object = try? JSONSerialization.jsonObject(with: body) else { throw .malformedAnswer("not JSON") }
        var reader = OpenAIChunkReader(whole: true)
        var events: [OpenAIStreamEvent] = []
        try reader.read(object, into: &events)
        guard reader.sawChoice else { throw .malformedAnswer("no choices[0].message") }
        return events
    }

    /// The events of one event's data.
    mutating func events(from data: String, into events: inout [OpenAIStreamEvent]) throws(ChatReplyError) {
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
        guard let object = parsed else { throw malformed("not JSON") }
        try read(object, into: &events)
    }

    /// The events of a parsed chunk, or of a whole completion.
    mutating func read(_ object: Any, into events: inout [OpenAIStreamEvent]) throws(ChatReplyError) {
        guard let chunk = object as? [String: Any] else { throw malformed("not a JSON object") }
        if let error = Self.present(chunk["error"]) { throw .reported(error) }
        // Without `choices` a chunk is a heartbeat (`{}`), an error without the `error` key, or a usage report.
        guard let listed = Self.present(chunk["choices"]) else {
            if let error = Self.errorWithoutKey(chunk) { throw error }
            return Self.usage(in: chunk, into: &events)
        }
        guard let choices = listed as? [Any] else { throw malformed("a \"choices\" that is not a list") }
        sawChunk = true
        if let model = chunk["model"] as? String, !model.isEmpty, model != lastModel {
            lastModel = model
            events.append(.model(model))
        }
        for item in choices {
            guard let choice = item as? [String: Any] else { throw malformed("a choice that is not an object") }
            guard (choice["index"] as? Int ?? 0) == 0 else { continue }
            try read(choice: choice, into: &events)
            break
        }
        Self.usage(in: chunk, into: &events)
    }

    private mutating func read(choice: [String: Any], into events: inout [OpenAIStreamEvent]) throws(ChatReplyError) {
        let part = whole ? "message" : "delta"
        if let delta = Self.present(choice[part]) {
            guard let delta = delta as? [String: Any] else { throw malformed("a \"\(part)\" that is not an object") }
            sawChoice = true
            try read(delta: delta, into: &events)
        } else if !whole, !sawChoice, let other = ["message", "text"].first(where: { Self.present(choice[$0]) != nil }) {
            // A whole completion's shape, or a (not chat) completion's: its text would be lost unsaid.
            throw malformed("a choice with \"\(other)\" instead of \"delta\"")
        }
        // Some servers put a placeholder on every chunk: "" (Ollama once, SGLang 0.4.3), "null" (KoboldCpp).
        if let reason = choice["finish_reason"] as? String, !reason.isEmpty, reason != "null" {
            finished = true
            if let cut = ReplyCut(finishReason: reason) { events.append(.stopped(cut)) }
        }
    }

    private mutating func read(delta: [String: Any], into events: inout [OpenAIStreamEvent]) throws(ChatReplyError) {
        // A server in transition between the names may send both, with the same text.
        var reasoning = try text(delta, "reasoning_content")
        if reasoning == nil { reasoning = try text(delta, "reasoning") }
        var content: String?
        if let parts = delta["content"] as? [Any] {
            let read = ContentParts(parts)
            if !read.reasoning.isEmpty { reasoning = (reasoning ?? "") + read.reasoning }
            content = read.text.isEmpty ? nil : read.text
        } else {
            content = try text(delta, "content")
        }
        if let reasoning = reasoning.map({ sawLoneSurrogate ? reasoningHalves.join($0) : $0 }), !reasoning.isEmpty {
            events.append(.reasoning(reasoning))
        }
        // `function_call` is the older shape, still sent by FastChat-style and older LocalAI servers.
        let calls = (delta["tool_calls"] as? [Any] ?? []).compactMap { ($0 as? [String: Any])?["function"] }
        for case let function as [String: Any] in calls + [delta["function_call"] as Any] {
            if let name = function["name"] as? String, !name.isEmpty { events.append(.toolCall(name)) }
        }
        if let text = content.map({ sawLoneSurrogate ? contentHalves.join($0) : $0 }), !text.isEmpty {
            events.append(.content(text))
        }
    }

    /// U+FFFD for a half surrogate that its other half never followed, when the pieces end.
    mutating func endHalves(into events: inout [OpenAIStreamEvent]) {
        if let rest = reasoningHalves.finish() { events.append(.reasoning(rest)) }
        if let rest = contentHalves.finish() { events.append(.content(rest)) }
    }

    /// vLLM's and SGLang's error model (`{"object": "error", "message": …}`), which they also send
    /// in a stream, and FastChat's (`{"text": …, "error_code": 50001}`).
    private static func errorWithoutKey(_ chunk: [String: Any]) -> ChatReplyError? {
        if let message = present(chunk["message"]) { return .reported(message) }
        if chunk["object"] as? String == "error" { return .reported(chunk) }
        if let code = chunk["error_code"] as? Int, code != 0 { return .reported(chunk["text"] ?? chunk) }
        return nil
    }

    /// Groq puts its usage under `x_groq` in the last chunk.
    private static func usage(in chunk: [String: Any], into events: inout [OpenAIStreamEvent]) {
        guard let usage = chunk["usage"] as? [String: Any] ?? (chunk["x_groq"] as? [String: Any])?["usage"] as? [String: Any]
        else { return }
        events.append(.usage(ReplyUsage(
            promptTokens: usage["prompt_tokens"] as? Int, completionTokens: usage["completion_tokens"] as? Int)))
    }

    /// A field's value; nil when it is absent or null.
    private static func present(_ value: Any?) -> Any? {
        value is NSNull ? nil : value
    }

    /// A delta field's text: nil when absent, null or empty; anything but a string is malformed.
    private func text(_ delta: [String: Any], _ field: String) throws(ChatReplyError) -> String? {
        switch delta[field] {
        case nil, is NSNull: return nil
        case let text as String: return text.isEmpty ? nil : text
        default: throw malformed("a \"\(field)\" that is not text")
        }
    }

    private func malformed(_ problem: String) -> ChatReplyError {
        whole ? .malformedAnswer(problem) : .malformed(problem)
    }
}
