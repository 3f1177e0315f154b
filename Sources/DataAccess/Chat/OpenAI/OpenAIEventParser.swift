import Domain
import Foundation

/// What one server-sent event of a chat completion stream means.
enum OpenAIStreamEvent: Equatable, Sendable {
    /// A piece of the reply.
    case content(String)
    /// `data: [DONE]`: the reply is complete.
    case done
}

/// Turns the bytes of a `text/event-stream` response into reply pieces.
///
/// Lines end with LF, CRLF or CR. `data:` lines are joined until an empty line ends the event;
/// comments (`:`) and other fields are ignored. An event is `[DONE]` or a JSON chunk whose
/// `choices[0].delta.content` holds the text; chunks without content (a role, a finish reason,
/// usage) yield nothing. Anything else is malformed.
struct OpenAIEventParser: Sendable {
    /// The longest line or event accepted; more is treated as malformed rather than kept in memory.
    static let maximumEventBytes = 1 << 20

    private var pending: [UInt8] = []
    private var dataLines: [String] = []
    private var skipLeadingLF = false
    /// Whether `[DONE]` or a finish reason was seen.
    private(set) var finished = false

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
                if let event = try handle(line: line) { events.append(event) }
            } else {
                pending.append(byte)
                if pending.count > Self.maximumEventBytes { throw .malformed }
            }
        }
    }

    /// Ends the stream: an event still open is dispatched as if an empty line followed.
    mutating func finish() throws(ChatReplyError) -> [OpenAIStreamEvent] {
        var events: [OpenAIStreamEvent] = []
        if !pending.isEmpty {
            let line = String(decoding: pending, as: UTF8.self)
            pending.removeAll()
            if let event = try handle(line: line) { events.append(event) }
        }
        if let event = try handle(line: "") { events.append(event) }
        return events
    }

    private mutating func handle(line: String) throws(ChatReplyError) -> OpenAIStreamEvent? {
        if line.isEmpty {
            guard !dataLines.isEmpty else { return nil }
            let data = dataLines.joined(separator: "\n")
            dataLines.removeAll()
            return try event(from: data)
        }
        if line.hasPrefix(":") { return nil }
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
        if field == "data" {
            dataLines.append(String(value))
            if dataLines.count > Self.maximumEventBytes / 16 { throw .malformed }
        }
        return nil
    }

    private mutating func event(from data: String) throws(ChatReplyError) -> OpenAIStreamEvent? {
        if data.trimmingCharacters(in: .whitespaces) == "[DONE]" {
            finished = true
            return .done
        }
        guard let object = try? JSONSerialization.jsonObject(with: Data(data.utf8)),
            let chunk = object as? [String: Any]
        else { throw .malformed }
        if let error = chunk["error"] {
            throw ChatReplyError(.serverError, reason: "the server reported an error: \(Self.describe(error))")
        }
        guard let choices = chunk["choices"] as? [Any] else {
            throw .malformed
        }
        guard let first = choices.first else { return nil }
        guard let choice = first as? [String: Any] else { throw .malformed }
        if let reason = choice["finish_reason"], !(reason is NSNull) { finished = true }
        guard let delta = choice["delta"] else { return nil }
        guard let delta = delta as? [String: Any] else { throw .malformed }
        switch delta["content"] {
        case nil, is NSNull: return nil
        case let text as String: return text.isEmpty ? nil : .content(text)
        default: throw .malformed
        }
    }

    /// The reply of a whole, non-streamed completion (`choices[0].message.content`), for servers
    /// that answer with plain JSON despite `"stream": true`.
    static func wholeReply(from body: Data) throws(ChatReplyError) -> String {
        guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any] else { throw .malformed }
        if let error = object["error"] {
            throw ChatReplyError(.serverError, reason: "the server reported an error: \(describe(error))")
        }
        guard let choices = object["choices"] as? [Any], let choice = choices.first as? [String: Any],
            let message = choice["message"] as? [String: Any], let content = message["content"] as? String
        else { throw .malformed }
        return content
    }

    /// The message of an `error` object, on one short line.
    private static func describe(_ error: Any) -> String {
        let text: String
        if let object = error as? [String: Any], let message = object["message"] as? String {
            text = message
        } else if let message = error as? String {
            text = message
        } else {
            text = "no details"
        }
        let line = UntrustedText.clean(text).split(whereSeparator: \.isNewline).joined(separator: " ")
        return line.count > 200 ? String(line.prefix(200)) + "…" : line
    }
}
