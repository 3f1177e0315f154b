import Foundation
import Synchronization

/// The ways OpenAI-compatible servers differ, as the test server sends them.
public enum ServerShape {
    /// One `data:` chunk with this `delta`, the chunk's `model` and a `finish_reason`.
    public static func chunk(delta: [String: Any], model: String? = nil, finish: String? = nil) -> String {
        var object: [String: Any] = [
            "id": "chatcmpl-1", "object": "chat.completion.chunk",
            "choices": [["index": 0, "delta": delta, "finish_reason": finish.map { $0 as Any } ?? NSNull()]],
        ]
        if let model { object["model"] = model }
        return event(object)
    }

    /// vLLM with a reasoning parser, llama.cpp with `--reasoning-format deepseek`, DeepSeek's
    /// API: the reasoning in `delta.reasoning_content`, then the reply in `delta.content`.
    public static func reasoningContent(_ reasoning: [String], reply: [String], model: String) -> String {
        reasoning.map { chunk(delta: ["role": "assistant", "reasoning_content": $0, "content": NSNull()], model: model) }
            .joined() + reply.map { chunk(delta: ["content": $0], model: model) }.joined()
    }

    /// Ollama's OpenAI API (0.9 and later) and LiteLLM, OpenRouter: `delta.reasoning`.
    public static func reasoning(_ reasoning: [String], reply: [String], model: String) -> String {
        reasoning.map { chunk(delta: ["role": "assistant", "reasoning": $0, "content": ""], model: model) }
            .joined() + reply.map { chunk(delta: ["content": $0], model: model) }.joined()
    }

    /// The final usage chunk OpenAI, vLLM, llama.cpp and LiteLLM send for
    /// `stream_options.include_usage`: no choices, only `usage`.
    public static func usage(prompt: Int, completion: Int, model: String? = nil) -> String {
        var object: [String: Any] = [
            "id": "chatcmpl-1", "object": "chat.completion.chunk", "choices": [Any](),
            "usage": ["prompt_tokens": prompt, "completion_tokens": completion, "total_tokens": prompt + completion],
        ]
        if let model { object["model"] = model }
        return event(object)
    }

    /// A whole answer with any status, content type, body and extra headers (`Retry-After`).
    public static func answer(
        _ code: Int, _ phrase: String, contentType: String = "application/json", body: String,
        headers: [(String, String)] = []
    ) -> String {
        "HTTP/1.1 \(code) \(phrase)\r\nContent-Type: \(contentType)\r\nContent-Length: \(body.utf8.count)\r\n"
            + headers.map { "\($0.0): \($0.1)\r\n" }.joined() + "Connection: close\r\n\r\n\(body)"
    }

    /// A 200 with a web page: the base URL points at a site (or a UI) instead of the API.
    public static let webPage = answer(
        200, "OK", contentType: "text/html; charset=utf-8",
        body: "<!DOCTYPE html><html><head><title>Open WebUI</title></head><body>Hello</body></html>")

    private static func event(_ object: [String: Any]) -> String {
        let json = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
        return "data: \(String(decoding: json, as: UTF8.self))\n\n"
    }
}

extension OpenAITestServer {
    /// A server whose first request gets `answers[0]`, the second `answers[1]`, and so on; the
    /// last answer repeats.
    public convenience init(answers: [[ServerStep]]) throws {
        let count = Mutex(0)
        try self.init { _ in
            let index = count.withLock { value in
                defer { value += 1 }
                return value
            }
            return answers.isEmpty ? [] : answers[min(index, answers.count - 1)]
        }
    }
}
