import Foundation

/// Case-insensitive matching that works for every script, CJK included.
public enum TextMatch {
    /// True when `query` is empty or appears in any of `fields`, ignoring case and diacritics.
    public static func matches(_ query: String, in fields: [String]) -> Bool {
        let needle = query.trimmingCharacters(in: .whitespaces)
        guard !needle.isEmpty else { return true }
        return fields.contains { field in
            field.range(of: needle, options: [.caseInsensitive, .diacriticInsensitive]) != nil
        }
    }
}
