import Foundation

/// Case-insensitive matching that works for every script, CJK included.
public enum TextMatch {
    /// Ignoring case and diacritics, with `%`, `_` and `\` as plain characters.
    public static let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive]

    /// True when `query` is empty or appears in any of `fields`, ignoring case and diacritics.
    public static func matches(_ query: String, in fields: [String]) -> Bool {
        let needle = query.trimmingCharacters(in: .whitespaces)
        guard !needle.isEmpty else { return true }
        return fields.contains { contains(needle, in: $0) }
    }

    /// True when `text` holds `needle` as `options` compare. ASCII text and an ASCII needle are
    /// compared byte by byte, with the same answer (no ASCII letter has a diacritic) in a tenth
    /// of the time: searches read every item or message of the database through this.
    public static func contains(_ needle: String, in text: String) -> Bool {
        if let found = asciiContains(needle, in: text) { return found }
        return text.range(of: needle, options: options) != nil
    }

    /// The answer when both are ASCII; nil otherwise.
    static func asciiContains(_ needle: String, in text: String) -> Bool? {
        var needle = needle, text = text
        return needle.withUTF8 { wanted in
            text.withUTF8 { bytes -> Bool? in
                guard wanted.allSatisfy({ $0 < 0x80 }), bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
                guard wanted.count <= bytes.count else { return wanted.isEmpty }
                return (0...(bytes.count - wanted.count)).contains { start in
                    wanted.indices.allSatisfy { folded(bytes[start + $0]) == folded(wanted[$0]) }
                }
            }
        }
    }

    private static func folded(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }
}
