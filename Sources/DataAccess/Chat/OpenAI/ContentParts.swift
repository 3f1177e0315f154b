/// A delta's `content` given as a list of typed parts, as Mistral streams its reasoning models:
/// `[{"type":"thinking","thinking":[{"type":"text","text":"…"}]}]`, then
/// `[{"type":"text","text":"…"}]` (the shape OpenAI accepts for a request's message content).
/// Text parts are the reply, thinking parts the reasoning; a part of another type (an image,
/// a reference) has no text to show and is skipped.
struct ContentParts {
    private(set) var text = ""
    private(set) var reasoning = ""

    init(_ parts: [Any]) {
        for case let part as [String: Any] in parts {
            switch part["type"] as? String {
            case "text": text += part["text"] as? String ?? ""
            case "thinking": reasoning += Self.thinking(part["thinking"])
            default: continue
            }
        }
    }

    /// A thinking part's text: a string, or a list of text parts.
    private static func thinking(_ value: Any?) -> String {
        if let text = value as? String { return text }
        guard let parts = value as? [Any] else { return "" }
        return ContentParts(parts).text
    }
}
