import Foundation

extension ChatSearchHit {
    /// How many characters of the text a snippet shows on each side of the match, at most.
    public static let snippetContext = 40

    /// True when `text` holds `query` (trimmed) as `TextMatch` finds it, the same for every
    /// store; never for a blank query.
    public static func matches(_ query: String, in text: String) -> Bool {
        let needle = query.trimmingCharacters(in: .whitespacesAndNewlines)
        return !needle.isEmpty && TextMatch.contains(needle, in: text)
    }

    /// The text around the first match of `query`, its line breaks and tabs made spaces, and
    /// where the match is in it; nil when the text does not hold the query.
    static func snippet(of text: String, around query: String, context: Int) -> (String, Range<String.Index>)? {
        let needle = query.trimmingCharacters(in: .whitespacesAndNewlines)
        let flat = String(text.map { $0.isNewline || $0 == "\t" ? " " : $0 })
        guard !needle.isEmpty, let found = TextFolding.range(of: TextFolding.folded(needle), in: flat) else { return nil }
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
