import Foundation

/// Model ids that servers write differently for one model. Ollama lists `llama3.2:latest` and
/// takes `llama3.2` (the README's own config); Gemini lists `models/gemini-2.0-flash` and takes
/// `gemini-2.0-flash`; OpenAI answers a request for `gpt-4o` as `gpt-4o-2024-08-06`. Compared
/// literally, a working setup would fail `aichats backends`, show twice in the model picker, and
/// tag every reply as written by another model.
public enum ModelName {
    /// Whether the server lists `model` as `listed`: the same id, `NAME:latest` for a `NAME`
    /// without a tag (Ollama's implied tag), or `models/NAME` (Gemini's prefix).
    public static func lists(_ model: String, as listed: String) -> Bool {
        listed == model || (!model.contains(":") && listed == model + ":latest") || listed == "models/" + model
    }

    /// Whether a reply's model, as the server names it, is the `requested` one: listed as it, or
    /// it with the date of a snapshot after it (`-2024-08-06`, `-20241022`).
    public static func isSame(_ answered: String, as requested: String) -> Bool {
        if answered == requested || lists(requested, as: answered) { return true }
        guard answered.hasPrefix(requested + "-") else { return false }
        let date = answered.dropFirst(requested.count + 1).split(separator: "-", omittingEmptySubsequences: false)
        let digits = date.map(\.count)
        return date.allSatisfy { $0.allSatisfy { ("0"..."9").contains($0) } } && (digits == [4, 2, 2] || digits == [8])
    }
}

extension ModelList {
    /// The ids, with each of `models` (the configured one, the chat's) in the place of the id
    /// the server lists it under (`llama3.2` for `llama3.2:latest`), when it does not list it
    /// as is: one row in the model picker, and picking it sends the name the chat already uses.
    public func ids(naming models: [String]) -> [String] {
        ids.map { id in models.first { !ids.contains($0) && ModelName.lists($0, as: id) } ?? id }
    }
}
