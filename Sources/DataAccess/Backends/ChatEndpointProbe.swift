import Foundation
import HTTPStreamWire

/// How `{base}/chat/completions` answered a request with an empty JSON object, which no server
/// generates a reply for: an OpenAI-compatible server refuses it in JSON (400, 422, even 500),
/// while a server of another kind answers in plain text or HTML that nothing is there (404) or
/// that it takes no POST there (405 from static hosts, 501 from `python -m http.server`).
enum ChatEndpointProbe: Equatable {
    /// It answered in JSON (or as an event stream): an OpenAI-compatible server.
    case openAI
    /// 404, 405 or 501 with a body that is not JSON: no chat endpoint at that address.
    case notOpenAI
    /// Anything else (another status in plain text, such as a proxy's 502 while the server is
    /// down; no answer): it cannot be told.
    case unknown

    /// The statuses that, without JSON, say no chat endpoint is there.
    static let noEndpointStatuses: Set<Int> = [404, 405, 501]

    /// The verdict of a response head.
    init(status: Int, contentType: String) {
        let type = contentType.lowercased()
        if type.contains("json") || type.contains("event-stream") {
            self = .openAI
        } else {
            self = Self.noEndpointStatuses.contains(status) ? .notOpenAI : .unknown
        }
    }
}

extension ModelLister {
    /// `POST {base}/chat/completions` with `{}` and `headers` (the key's among them), judged by
    /// its response head alone.
    func probeChat(baseURL: URL, headers: [HTTPStreamHeader]) async -> ChatEndpointProbe {
        await postChat(baseURL: baseURL, headers: headers, body: Data("{}".utf8), otherwise: .unknown) {
            ChatEndpointProbe(status: $0, contentType: $1)
        }
    }

    /// Whether the server answers a chat with `model` without a key: `POST {base}/chat/completions`
    /// asking for one token, not streamed. Some servers (a LiteLLM proxy, a gateway in front of a
    /// local server) list their models only with a key but chat without one; only a 2xx in JSON counts.
    public func chatsWithoutKey(baseURL: URL, model: String) async -> Bool {
        let body: [String: Any] = [
            "model": model, "max_tokens": 1, "stream": false, "messages": [["role": "user", "content": "hi"]],
        ]
        guard let json = try? JSONSerialization.data(withJSONObject: body, options: [.sortedKeys]) else { return false }
        return await postChat(baseURL: baseURL, headers: Self.headers(nil, in: nil), body: json, otherwise: false) {
            (200..<300).contains($0) && ChatEndpointProbe(status: $0, contentType: $1) == .openAI
        }
    }

    /// `POST {base}/chat/completions` with `body`, judged by `verdict` of the response's status
    /// and content type, without reading further; `otherwise` when no response head comes.
    private func postChat<Verdict>(
        baseURL: URL, headers: [HTTPStreamHeader], body: Data, otherwise: Verdict,
        verdict: (_ status: Int, _ contentType: String) -> Verdict
    ) async -> Verdict {
        let request = HTTPStreamRequest(
            url: baseURL.openAIEndpoint("chat/completions"), method: "POST",
            headers: headers + [HTTPStreamHeader("Content-Type", "application/json")], body: body, timeout: helperTimeout)
        return await exchange(request, failed: { _ in otherwise }) { report in
            switch report {
            case .event(.response(let status, let contentType, _)): verdict(status, contentType)
            case .event(.bytes): nil
            default: otherwise
            }
        } ?? otherwise
    }
}
