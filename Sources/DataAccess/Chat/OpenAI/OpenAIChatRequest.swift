import Domain
import Foundation
import HTTPStreamWire

/// Builds the `POST {base}/chat/completions` request for an OpenAI-compatible server.
struct OpenAIChatRequest: Sendable {
    /// One message in the request body.
    struct Message: Encodable, Equatable, Sendable {
        let role: String
        let content: String
    }

    struct StreamOptions: Encodable, Sendable {
        let includeUsage: Bool

        enum CodingKeys: String, CodingKey { case includeUsage = "include_usage" }
    }

    /// Optional fields are left out when nil.
    struct Body: Encodable, Sendable {
        let model: String
        let stream: Bool
        let messages: [Message]
        let streamOptions: StreamOptions?
        let temperature: Double?
        let maxTokens: Int?

        enum CodingKeys: String, CodingKey {
            case model, stream, messages, temperature
            case streamOptions = "stream_options"
            case maxTokens = "max_tokens"
        }
    }

    let baseURL: URL
    let apiKey: String?
    let model: String
    /// The characters of history sent at most (`ConversationShape`).
    let contextChars: Int
    /// The backend's defaults; a request's own (an avatar's) win.
    var temperature: Double?
    var maxTokens: Int?
    /// Whether to ask for the usage chunk (`stream_options`); some servers refuse the field.
    var asksForUsage = true

    /// `{base}/chat/completions`, with or without a trailing slash on the base.
    var endpoint: URL {
        var base = baseURL.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        return URL(string: base + "/chat/completions") ?? baseURL.appendingPathComponent("chat/completions")
    }

    /// The system prompt and the history, in the shape servers accept, cut to `contextChars`.
    func messages(for request: ReplyRequest) -> [Message] {
        ConversationShape.messages(for: request, budget: contextChars).map {
            Message(role: $0.role.rawValue, content: $0.content)
        }
    }

    func body(for request: ReplyRequest) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(
            Body(
                model: request.model ?? model, stream: true, messages: messages(for: request),
                streamOptions: asksForUsage ? StreamOptions(includeUsage: true) : nil,
                temperature: request.temperature ?? temperature, maxTokens: request.maxTokens ?? maxTokens))
    }

    /// The whole HTTP request, for the network helper; `timeout` is the transport's own backstop.
    func streamRequest(for request: ReplyRequest, timeout: TimeInterval) throws -> HTTPStreamRequest {
        var headers = [
            HTTPStreamHeader("Content-Type", "application/json"), HTTPStreamHeader("Accept", "text/event-stream"),
            HTTPStreamHeader("User-Agent", "aichats/\(AppVersion.string)"),
        ]
        if let apiKey, !apiKey.isEmpty {
            headers.append(HTTPStreamHeader("Authorization", "Bearer \(apiKey)"))
        }
        return HTTPStreamRequest(
            url: endpoint, method: "POST", headers: headers, body: try body(for: request),
            timeout: timeout)
    }
}
