import Domain
import Foundation

/// Turns the bytes of a `text/event-stream` response into reply pieces.
///
/// Lines end with LF, CRLF or CR; one byte order mark (U+FEFF) at the start of the stream is
/// ignored, as the SSE spec says. `data:` lines are joined until an empty line ends the event;
/// comments (`:`) and other fields are ignored. An event of the default type (no `event:`, or
/// `message`) is `[DONE]` or a JSON chunk, read by `OpenAIChunkReader`. `event: error` fails the
/// reply with its words. Events of any other type (`event: ping`) and events whose data is empty
/// (`data:`) are heartbeats that proxies and relays send: ignored. An event the stream's end cut
/// off (no empty line after it) that cannot be read is a dropped connection, not a malformed event.
struct OpenAIEventParser: Sendable {
    /// The longest line or event accepted; more is treated as malformed rather than kept in memory.
    static let maximumEventBytes = 1 << 20
    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    private var pending: [UInt8] = []
    private var dataLines: [String] = []
    /// The open event's `event:` field: proxies send `event: error` with a message as its data.
    private var eventName = ""
    private var skipLeadingLF = false
    /// Whether no line was read yet: only the first may start with a byte order mark.
    private var atStart = true
    private var chunks = OpenAIChunkReader()
    /// Whether a comment or an event that was no chunk came: a stream of those alone is a server
    /// that kept the connection open without a reply, not one that sends no event stream at all.
    private(set) var sawKeepAlive = false

    /// Whether `[DONE]` or a finish reason was seen.
    var finished: Bool { chunks.finished }
    /// Whether any event was part of a reply: a chunk with `choices`, or `[DONE]`. A stream
    /// without one was no reply stream at all (`NotAStream`).
    var sawChunk: Bool { chunks.sawChunk }

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
                try handle(line: takeLine(), into: &events)
            } else {
                pending.append(byte)
                if pending.count > Self.maximumEventBytes { throw .oversizedEvent }
            }
        }
    }

    /// Ends the stream: an event still open is dispatched as if an empty line followed; when it
    /// cannot be read, the connection ended in its middle.
    mutating func finish() throws(ChatReplyError) -> [OpenAIStreamEvent] {
        var events: [OpenAIStreamEvent] = []
        do throws(ChatReplyError) {
            if !pending.isEmpty { try handle(line: takeLine(), into: &events) }
            try handle(line: "", into: &events)
        } catch where error.kind == .malformed {
            throw .dropped
        }
        chunks.endHalves(into: &events)
        return events
    }

    /// The line in `pending`, which it empties; the stream's first line without its byte order mark.
    private mutating func takeLine() -> String {
        defer { pending.removeAll(keepingCapacity: true) }
        if atStart {
            atStart = false
            if pending.starts(with: Self.byteOrderMark) { return String(decoding: pending.dropFirst(3), as: UTF8.self) }
        }
        return String(decoding: pending, as: UTF8.self)
    }

    private mutating func handle(line: String, into events: inout [OpenAIStreamEvent]) throws(ChatReplyError) {
        if line.isEmpty {
            defer { eventName = "" }
            guard !dataLines.isEmpty else { return }
            let data = dataLines.joined(separator: "\n")
            dataLines.removeAll()
            // An empty `data:` is a relay's keep-alive: the SSE spec dispatches no event for it.
            if data.allSatisfy(\.isWhitespace) {
                sawKeepAlive = true
                return
            }
            if eventName == "error" { throw Self.reportedError(data) }
            guard eventName.isEmpty || eventName == "message" else {
                sawKeepAlive = true
                return
            }
            try chunks.events(from: data, into: &events)
            if !chunks.sawChunk { sawKeepAlive = true }
            return
        }
        if line.hasPrefix(":") {
            sawKeepAlive = true
            return
        }
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

    /// An `event: error`: its data's message (`{"message": …}`, `{"error": …}`) or its text.
    private static func reportedError(_ data: String) -> ChatReplyError {
        let value = (try? JSONSerialization.jsonObject(with: Data(data.utf8))) ?? data
        let error = (value as? [String: Any])?["error"] ?? value
        return .reported(error)
    }
}
