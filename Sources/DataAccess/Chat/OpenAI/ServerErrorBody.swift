import Domain
import Foundation

/// The server's own words in an error answer, in the shapes OpenAI-compatible servers use:
/// `{"error": {"message": …}}` (OpenAI, vLLM, llama.cpp, Ollama, LiteLLM), `{"error": "…"}`
/// (Ollama's native errors), `{"detail": "…"}` or `{"detail": [{"msg": …}]}` (FastAPI servers,
/// LiteLLM), `{"message": …}` (that list too, or an object holding it: Mistral), `{"errors":
/// [{"message": …}]}` (Cloudflare), any of these as the first of a list (Gemini), an HTML page
/// (its title) and plain text.
///
/// The message is cleaned by `UntrustedText`'s rule and put on one line; a JSON message is kept
/// whole (the chat wraps it), plain text is cut at `plainTextLimit` characters.
enum ServerErrorBody {
    /// The most of a plain-text body that is shown.
    static let plainTextLimit = 2048
    /// The most of a body that is read.
    static let maximumBytes = 64 * 1024

    /// The message in `body`; nil when it holds no words.
    static func message(from body: Data) -> String? {
        if let object = try? JSONSerialization.jsonObject(with: body) {
            // Google's Gemini answers a list that holds the error object.
            let first = (object as? [Any])?.first ?? object
            if let dictionary = first as? [String: Any], let found = message(inObject: dictionary) {
                return nonEmpty(oneLine(found))
            }
            return nil
        }
        var text = String(decoding: body, as: UTF8.self)
        if let title = htmlTitle(text) { return nonEmpty(oneLine(title)) }
        if isWebPage(text) { text = withoutTags(text) }
        let line = oneLine(text)
        return nonEmpty(line.count > plainTextLimit ? String(line.prefix(plainTextLimit)) + "…" : line)
    }

    /// The message of an `error` value in a stream chunk or a JSON body, on one line.
    static func message(in error: Any) -> String {
        nonEmpty(oneLine(describe(error) ?? "")) ?? "no details"
    }

    private static func message(inObject object: [String: Any]) -> String? {
        if let error = object["error"], let text = describe(error) { return text }
        // Cloudflare's envelope: `{"success": false, "errors": [{"code": 5007, "message": …}]}`.
        return object["detail"].flatMap(words) ?? object["message"].flatMap(words)
            ?? (object["errors"] as? [Any])?.first.flatMap(describe)
    }

    private static func describe(_ error: Any) -> String? {
        if let text = error as? String { return text }
        guard let object = error as? [String: Any] else { return nil }
        return object["message"].flatMap(words) ?? (object["error"] as? String)
    }

    /// A `detail` or a `message`: text, a list of validation errors (`[{"loc": […], "msg": …}]`:
    /// FastAPI, pydantic) each with its place, or an object that holds one (Mistral's
    /// `"message": {"detail": […]}`).
    private static func words(_ value: Any) -> String? {
        switch value {
        case let text as String: return text
        case let items as [Any]:
            let messages = items.compactMap { item -> String? in
                guard let item = item as? [String: Any], let text = item["msg"] as? String else { return nil }
                let place = (item["loc"] as? [Any])?.map { "\($0)" }.joined(separator: ".")
                return place.map { "\($0): \(text)" } ?? text
            }
            return messages.isEmpty ? nil : messages.joined(separator: "; ")
        case let object as [String: Any]: return object["detail"].flatMap(words) ?? object["message"].flatMap(words)
        default: return nil
        }
    }

    /// Whether `body` is a web page (HTML), not JSON or plain text: a proxy's error page, say.
    static func isWebPage(_ body: Data) -> Bool {
        let text = String(decoding: body.prefix(maximumBytes), as: UTF8.self)
        guard text.first(where: { !$0.isWhitespace }) == "<" else { return false }
        return isWebPage(text) || htmlTitle(text) != nil
    }

    private static func htmlTitle(_ text: String) -> String? {
        guard let open = text.range(of: "<title>", options: .caseInsensitive),
            let close = text.range(of: "</title>", options: .caseInsensitive, range: open.upperBound..<text.endIndex)
        else { return nil }
        return String(text[open.upperBound..<close.lowerBound])
    }

    /// True for a page of HTML: a proxy's error page without a title showed its tags.
    private static func isWebPage(_ text: String) -> Bool {
        let start = text.drop { $0.isWhitespace }.prefix(15).lowercased()
        return start.hasPrefix("<!doctype html") || start.hasPrefix("<html") || start.hasPrefix("<body")
    }

    /// The page's text: each tag (`<…>`) a space.
    private static func withoutTags(_ page: String) -> String {
        var text = "", inTag = false
        for character in page {
            switch character {
            case "<": inTag = true
            case ">" where inTag:
                inTag = false
                text.append(" ")
            default: if !inTag { text.append(character) }
            }
        }
        return text
    }

    /// Cleaned, every run of white space one space, trimmed.
    static func oneLine(_ text: String) -> String {
        UntrustedText.clean(text).split(whereSeparator: { $0.isWhitespace || $0.isNewline }).joined(separator: " ")
    }

    private static func nonEmpty(_ text: String) -> String? { text.isEmpty ? nil : text }
}
