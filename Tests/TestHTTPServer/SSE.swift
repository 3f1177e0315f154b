import Foundation

/// Pieces of server responses.
public enum SSE {
    /// The head of a successful event stream that ends when the connection closes.
    public static let head =
        "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-cache\r\nConnection: close\r\n\r\n"

    /// One `data:` event carrying a content delta.
    public static func chunk(_ text: String) -> String {
        let object: [String: Any] = [
            "id": "chatcmpl-1", "object": "chat.completion.chunk",
            "choices": [["index": 0, "delta": ["content": text], "finish_reason": NSNull()]],
        ]
        let json = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        return "data: \(String(decoding: json, as: UTF8.self))\n\n"
    }

    /// The end marker.
    public static let done = "data: [DONE]\n\n"

    /// A complete error response with a JSON body.
    public static func status(_ code: Int, _ phrase: String, body: String = #"{"error":{"message":"nope"}}"#) -> String {
        "HTTP/1.1 \(code) \(phrase)\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n"
            + "Connection: close\r\n\r\n\(body)"
    }
}
