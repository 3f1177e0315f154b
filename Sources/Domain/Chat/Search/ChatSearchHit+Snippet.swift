import Foundation

extension ChatSearchHit {
    /// How many characters of the text a snippet shows on each side of the match, at most.
    public static let snippetContext = 40

    /// True when `text` holds `query` (trimmed) as `TextMatch` finds it, the same for every
    /// store, or holds it once its Markdown marks are taken out (`markless`): a reply shows
    /// "bold and italic" where its text says `**bold** and *italic*`. Never for a blank query.
    public static func matches(_ query: String, in text: String) -> Bool {
        let needle = query.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !needle.isEmpty else { return false }
        return matches(folded: TextFolding.folded(needle), in: text)
    }

    /// As `matches(_:in:)`, for a query already trimmed and folded (`TextFolding`): what a
    /// search asks of every message. The text is folded once, and its marks are taken out of the
    /// folded bytes (they are ASCII, which folding keeps): 100,000 messages took 2 s when each
    /// was read as characters for its marks.
    public static func matches(folded needle: [UInt8], in text: String) -> Bool {
        guard !needle.isEmpty else { return false }
        let haystack = TextFolding.folded(text)
        return TextFolding.contains(needle, inFolded: haystack)
            || markless(folded: haystack).map { TextFolding.contains(needle, inFolded: $0) } == true
    }

    /// `markless` of text already folded, byte by byte; nil when it has none of the marks.
    static func markless(folded bytes: [UInt8]) -> [UInt8]? {
        let marks: [UInt8] = Array("*_~`[".utf8)
        let closing = UInt8(ascii: "]"), open = UInt8(ascii: "("), close = UInt8(ascii: ")")
        guard bytes.contains(where: marks.contains) else { return nil }
        var result: [UInt8] = [], index = 0
        result.reserveCapacity(bytes.count)
        while index < bytes.count {
            let byte = bytes[index]
            if byte == closing, index + 1 < bytes.count, bytes[index + 1] == open,
               let end = bytes[(index + 1)...].firstIndex(of: close) {
                index = end + 1
                continue
            }
            if !marks.contains(byte) { result.append(byte) }
            index += 1
        }
        return result
    }

    /// The text without the marks of Markdown's emphasis and code (`*`, `_`, `~`, a backquote)
    /// and with a link's label for the link (`[label](address)`), near enough to what a reader
    /// sees to find the words shown; nil when the text has none of those marks.
    static func markless(_ text: String) -> String? {
        let marks: Set<Character> = ["*", "_", "~", "`", "["]
        guard text.contains(where: marks.contains) else { return nil }
        var result = "", index = text.startIndex
        while index < text.endIndex {
            let character = text[index], next = text.index(after: index)
            if character == "]", text[next...].hasPrefix("("), let close = text[next...].firstIndex(of: ")") {
                index = text.index(after: close)
                continue
            }
            if !marks.contains(character) { result.append(character) }
            index = next
        }
        return result
    }

    /// The text around the first match of `query`, its line breaks and tabs made spaces, and
    /// where the match is in it; nil when the text does not hold the query.
    static func snippet(of text: String, around query: String, context: Int) -> (String, Range<String.Index>)? {
        let needle = query.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !needle.isEmpty else { return nil }
        let folded = TextFolding.folded(needle)
        // The text as written, else without its marks, where `matches` found it.
        let candidates = [text] + (markless(text).map { [$0] } ?? [])
        guard let (flat, found) = candidates.lazy.compactMap({ candidate -> (String, Range<String.Index>)? in
            let flat = String(candidate.map { $0.isNewline || $0 == "\t" ? " " : $0 })
            return TextFolding.range(of: folded, in: flat).map { (flat, $0) }
        }).first else { return nil }
        let start = flat.index(found.lowerBound, offsetBy: -context, limitedBy: flat.startIndex) ?? flat.startIndex
        let end = flat.index(found.upperBound, offsetBy: context, limitedBy: flat.endIndex) ?? flat.endIndex
        // A cut that lands by an ellipsis of the text (a reply quoting part of a message) is
        // marked by that one: two in a row read as a mistake.
        let lead = flat[start..<found.lowerBound], trail = flat[found.upperBound..<end]
        let before = (start > flat.startIndex && !lead.hasPrefix("…") ? "…" : "") + lead
        let after = String(trail) + (end < flat.endIndex && !trail.hasSuffix("…") ? "…" : "")
        let snippet = before + flat[found] + after
        let lower = snippet.index(snippet.startIndex, offsetBy: before.count)
        let upper = snippet.index(lower, offsetBy: flat[found].count)
        return (snippet, lower..<upper)
    }
}
