import Foundation

/// Reads one response, head, body and end, into parsed events or the failure that explains it.
struct OpenAIResponseReading {
    /// The base URL without credentials, for messages.
    let base: String
    private var parser = OpenAIEventParser()
    private var answered = false
    /// A non-2xx head; its body is then collected for the server's message.
    private var refused: (status: Int, retryAfter: String?)?
    private var refusalBody = Data()
    /// The body of a plain JSON answer, when the server did not stream.
    private var wholeBody: Data?
    /// Whether the body's first non-blank byte was seen.
    private var sawFirstByte = false
    /// A 2xx head's media type ("text/plain"), and the start of its body: named when the body
    /// turns out to be no event stream.
    private var mediaType = ""
    private var bodyStart = Data()
    /// Whether a piece of the reply (text, reasoning, a tool call) came.
    private(set) var sawPiece = false

    init(base: String) {
        self.base = base
    }

    mutating func head(status: Int, contentType: String, retryAfter: String?) throws(ChatReplyError) {
        answered = true
        guard (200..<300).contains(status) else {
            refused = (status, retryAfter)
            return
        }
        mediaType = String(contentType.prefix { $0 != ";" }).trimmingCharacters(in: .whitespaces)
        if contentType.hasPrefix("application/json") { wholeBody = Data() }
    }

    /// True once the stream said the reply is over (`[DONE]` or a finish reason).
    var modelFinished: Bool { parser.finished }

    /// Feeds body bytes; true when the reply's end marker came.
    mutating func body(_ data: Data, yield: (OpenAIStreamEvent) -> Void) throws(ChatReplyError) -> Bool {
        if refused != nil {
            refusalBody.append(data.prefix(max(0, ServerErrorBody.maximumBytes - refusalBody.count)))
            return false
        }
        if !sawFirstByte, let first = data.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) {
            sawFirstByte = true
            // An event stream starts with a field or a comment, never with a tag.
            if first == UInt8(ascii: "<") { throw .webPage(base) }
            // Only a JSON object starts a whole completion: a proxy may label a stream application/json.
            if first != UInt8(ascii: "{") { wholeBody = nil }
        }
        if bodyStart.count < NotAStream.keptBytes { bodyStart.append(data.prefix(NotAStream.keptBytes - bodyStart.count)) }
        if wholeBody != nil {
            wholeBody?.append(data)
            if wholeBody?.count ?? 0 > 4 * OpenAIEventParser.maximumEventBytes {
                throw .malformedAnswer("larger than \(4 * OpenAIEventParser.maximumEventBytes >> 20) MB")
            }
            return false
        }
        var parsed: [OpenAIStreamEvent] = []
        var failure: ChatReplyError?
        do throws(ChatReplyError) {
            try parser.feed(data, into: &parsed)
        } catch {
            failure = error
        }
        // Pieces before a bad event still reach the chat; an end marker before it wins.
        if deliver(parsed, to: yield) { return true }
        if let failure { throw failure }
        return false
    }

    /// The end of the transfer, with the transport's error if it failed.
    mutating func end(_ error: URLError?, yield: (OpenAIStreamEvent) -> Void) throws {
        if let refused {
            throw ServerRefusal(
                status: refused.status, message: ServerErrorBody.message(from: refusalBody),
                retryAfter: refused.retryAfter,
                body: String(decoding: refusalBody, as: UTF8.self))
        }
        if let error {
            if answered { throw ChatReplyError.dropped }
            throw ChatReplyError.transport(error, base: base)
        }
        if let wholeBody {
            try OpenAIChunkReader.wholeReply(from: wholeBody).forEach(yield)
            return
        }
        if try deliver(parser.finish(), to: yield) { return }
        if !answered { throw ChatReplyError.unreachable(base, "no response") }
        if !parser.finished {
            // The connection did not drop: the whole body came, and it was no event stream.
            if !sawFirstByte { throw ChatReplyError.emptyAnswer }
            if !parser.sawChunk {
                if parser.sawKeepAlive { throw ChatReplyError.keptAliveWithoutReply }
                throw NotAStream.error(base: base, mediaType: mediaType, bodyStart: bodyStart)
            }
            throw sawPiece ? ChatReplyError.unmarkedEnd : ChatReplyError.closedBeforeReply
        }
    }

    /// Passes events on up to the end marker; true when it came.
    private mutating func deliver(_ events: [OpenAIStreamEvent], to yield: (OpenAIStreamEvent) -> Void) -> Bool {
        for event in events {
            switch event {
            case .done: return true
            case .content, .reasoning, .toolCall: sawPiece = true
            case .model, .usage, .stopped: break
            }
            yield(event)
        }
        return false
    }
}
