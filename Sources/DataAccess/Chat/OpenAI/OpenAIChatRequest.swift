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

    struct Body: Encodable, Sendable {
        let model: String
        let stream: Bool
        let messages: [Message]
    }

    let baseURL: URL
    let apiKey: String?
    let model: String
    let contextMessages: Int

    /// `{base}/chat/completions`, with or without a trailing slash on the base.
    var endpoint: URL {
        var base = baseURL.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        return URL(string: base + "/chat/completions") ?? baseURL.appendingPathComponent("chat/completions")
    }

    /// The system prompt followed by the last `contextMessages` messages worth sending.
    func messages(for request: ReplyRequest) -> [Message] {
        let usable = request.history.filter { $0.state != .failed && !$0.text.isEmpty }
        let recent = usable.suffix(max(0, contextMessages))
        return [Message(role: "system", content: request.systemPrompt)]
            + recent.map { Message(role: $0.role.rawValue, content: $0.text) }
    }

    func body(for request: ReplyRequest) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(Body(model: request.model ?? model, stream: true, messages: messages(for: request)))
    }

    /// The whole HTTP request, for the network helper; `timeout` is the transport's own backstop.
    func streamRequest(for request: ReplyRequest, timeout: TimeInterval) throws -> HTTPStreamRequest {
        var headers = [
            HTTPStreamHeader("Content-Type", "application/json"), HTTPStreamHeader("Accept", "text/event-stream"),
        ]
        if let apiKey, !apiKey.isEmpty {
            headers.append(HTTPStreamHeader("Authorization", "Bearer \(apiKey)"))
        }
        return HTTPStreamRequest(
            url: endpoint, method: "POST", headers: headers, body: try body(for: request),
            timeout: timeout)
    }
}
