import Foundation

/// `GET /v1/models` for the test server, as OpenAI, vLLM, llama.cpp server, LM Studio, LiteLLM
/// and Ollama's OpenAI-compatible API answer it.
public enum ModelsResponse {
    /// A 200 answer listing `ids`.
    public static func list(_ ids: [String]) -> String {
        let body: [String: Any] = [
            "object": "list",
            "data": ids.map { ["id": $0, "object": "model", "created": 1_700_000_000, "owned_by": "test"] },
        ]
        let json = (try? JSONSerialization.data(withJSONObject: body, options: [.sortedKeys])) ?? Data()
        return SSE.status(200, "OK", body: String(decoding: json, as: UTF8.self))
    }

    /// A 404 with a body such as llama.cpp's older servers give for a path they lack.
    public static let notFound = SSE.status(404, "Not Found", body: #"{"error":{"message":"File Not Found"}}"#)
}

extension OpenAITestServer {
    /// An OpenAI-compatible server: `GET …/models` answers `models` (nil: 404, as a server
    /// without the endpoint), a chat completion streams `reply`; with `key`, a request without
    /// `Authorization: Bearer <key>` gets 401.
    public static func compatible(models: [String]?, key: String? = nil, reply: String = "Hello there") throws
        -> OpenAITestServer
    {
        try OpenAITestServer { request in
            if let key, request.headers["authorization"] != "Bearer \(key)" {
                return [.send(SSE.status(401, "Unauthorized", body: #"{"error":{"message":"Incorrect API key provided"}}"#))]
            }
            if request.method == "GET", request.path.hasSuffix("/models") {
                return [.send(models.map(ModelsResponse.list) ?? ModelsResponse.notFound)]
            }
            return [.send(SSE.head), .send(SSE.chunk(reply)), .send(SSE.done)]
        }
    }
}
