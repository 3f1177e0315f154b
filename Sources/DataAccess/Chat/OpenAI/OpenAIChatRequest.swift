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
        let maxCompletionTokens: Int?

        enum CodingKeys: String, CodingKey {
            case model, stream, messages, temperature
            case streamOptions = "stream_options"
            case maxTokens = "max_tokens"
            case maxCompletionTokens = "max_completion_tokens"
        }
    }

    let baseURL: URL
    let apiKey: String?
    /// The header the key goes in as it is; nil for `Authorization: Bearer`.
    var keyHeader: String?
    let model: String
    /// The characters of history sent at most (`ConversationShape`).
    let contextChars: Int
    /// The backend's defaults; a request's own (an avatar's) win.
    var temperature: Double?
    var maxTokens: Int?
    /// What the server refused for this model (`ServerQuirks`): left out, `max_tokens` sent as
    /// `max_completion_tokens`, the system prompt at the top of the first user message.
    var refused: Set<RequestPart> = []

    /// `{base}/chat/completions`, with or without a trailing slash on the base.
    var endpoint: URL { baseURL.openAIEndpoint("chat/completions") }

    /// The system prompt and the history, in the shape servers accept, cut to `contextChars`.
    func messages(for request: ReplyRequest) -> [Message] {
        var messages = ConversationShape.messages(for: request, budget: contextChars).map {
            Message(role: $0.role.rawValue, content: $0.content)
        }
        if refused.contains(.systemRole), messages.first?.role == "system" {
            let system = messages.removeFirst().content
            if messages.first?.role == "user" {
                messages[0] = Message(role: "user", content: system + "\n\n" + messages[0].content)
            } else {
                messages.insert(Message(role: "user", content: system), at: 0)
            }
        }
        return messages
    }

    /// Whether the messages after the system message alternate user, assistant, user…, from the
    /// user's: what every chat template wants, and what `ConversationShape` makes.
    func turnsAlternate(for request: ReplyRequest) -> Bool {
        let turns = messages(for: request).drop { $0.role == "system" }
        return turns.enumerated().allSatisfy { $0.element.role == ($0.offset.isMultiple(of: 2) ? "user" : "assistant") }
    }

    /// The parts of the request for `request` that a server may refuse, as sent.
    func refusableParts(for request: ReplyRequest) -> [RequestPart] {
        let sent: [RequestPart: Bool] = [
            .streamOptions: true, .maxTokens: (request.maxTokens ?? maxTokens) != nil,
            .temperature: (request.temperature ?? temperature) != nil, .systemRole: true,
        ]
        return RequestPart.allCases.filter { sent[$0] == true && !refused.contains($0) }
    }

    func body(for request: ReplyRequest) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let maxTokens = request.maxTokens ?? maxTokens
        let completionTokens = refused.contains(.maxTokens)
        return try encoder.encode(
            Body(
                model: request.model ?? model, stream: true, messages: messages(for: request),
                streamOptions: refused.contains(.streamOptions) ? nil : StreamOptions(includeUsage: true),
                temperature: refused.contains(.temperature) ? nil : request.temperature ?? temperature,
                maxTokens: completionTokens ? nil : maxTokens, maxCompletionTokens: completionTokens ? maxTokens : nil))
    }

    /// The whole HTTP request, for the network helper; `timeout` is the transport's own backstop.
    func streamRequest(for request: ReplyRequest, timeout: TimeInterval) throws -> HTTPStreamRequest {
        var headers = [
            HTTPStreamHeader("Content-Type", "application/json"), HTTPStreamHeader("Accept", "text/event-stream"),
            HTTPStreamHeader("User-Agent", "aichats/\(AppVersion.string)"),
        ]
        headers += HTTPStreamHeader.key(apiKey, in: keyHeader)
        return HTTPStreamRequest(
            url: endpoint, method: "POST", headers: headers, body: try body(for: request),
            timeout: timeout)
    }
}
