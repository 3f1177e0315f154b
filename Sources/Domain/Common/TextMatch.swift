import Foundation

/// How the app finds a query in text, everywhere (filters, the chat search, the feed search):
/// both folded by `TextFolding`, so any case, any accents, any script, and `%`, `_` and `\` are
/// plain characters.
public enum TextMatch {
    /// True when `query` (trimmed) is empty or appears in any of `fields`.
    public static func matches(_ query: String, in fields: [String]) -> Bool {
        let needle = query.trimmingCharacters(in: .whitespaces)
        guard !needle.isEmpty else { return true }
        let folded = TextFolding.folded(needle)
        return fields.contains { TextFolding.contains(folded, in: $0) }
    }

    /// True when `text` holds `needle`.
    public static func contains(_ needle: String, in text: String) -> Bool {
        TextFolding.contains(TextFolding.folded(needle), in: text)
    }
}
