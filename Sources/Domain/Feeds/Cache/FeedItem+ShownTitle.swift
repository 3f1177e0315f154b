import Foundation

extension FeedItem {
    /// Whether the feed gave the item no title: `shownTitle` is then made from its text, which a
    /// view may set apart (dim).
    public var isUntitled: Bool { title.isEmpty }

    /// What every list, the reader and `aichats news` call the item: its title, else the start
    /// of its text, cut at a word with "…" (a microblog post, as Mastodon's feeds give them, has
    /// no title: RSS 2.0 allows an item with only a description), else "(untitled)".
    public var shownTitle: String {
        guard isUntitled else { return title }
        let text = summaryText.isEmpty ? contentText : summaryText
        // A list asks for every row at every frame: only the start of a text of megabytes is read.
        let head = text.prefix(Self.derivedTitleLength * 4)
        let all = head.split(whereSeparator: \.isWhitespace).map(Self.withoutLinkMarkers).filter { !$0.isEmpty && !Self.isTableMark($0) }
        guard !all.isEmpty else { return "(untitled)" }
        let words = Self.afterLeadingMediaMarkers(all)
        var shown = ""
        for word in words {
            if !shown.isEmpty, shown.count + 1 + word.count > Self.derivedTitleLength { return shown + "…" }
            shown += (shown.isEmpty ? "" : " ") + word
        }
        if shown.count > Self.derivedTitleLength { return String(shown.prefix(Self.derivedTitleLength - 1)) + "…" }
        return head.endIndex < text.endIndex ? shown + "…" : shown
    }

    /// At most this many characters of the text make a title, about a list row's room at 80 columns.
    static let derivedTitleLength = 60

    /// The markers the text has where a picture, video, sound or embedded page was
    /// (`[image: a cat]`, `[video]`): a post that starts with its photo is called by its words,
    /// and by its markers only when it has no words.
    static let mediaMarkerNames: Set<String> = ["image", "video", "audio", "embed", "episode", "enclosure"]

    private static func afterLeadingMediaMarkers(_ words: [String]) -> [String] {
        var rest = words[...]
        while let first = rest.first, first.hasPrefix("["),
              mediaMarkerNames.contains(String(first.dropFirst().prefix { $0.isLetter })),
              let end = rest.firstIndex(where: { $0.hasSuffix("]") }) {
            rest = rest[(end + 1)...]
        }
        return rest.isEmpty ? words : Array(rest)
    }

    /// A table's `|` between cells, or a run of dashes (its delimiter row's cells, a rule): a
    /// post that starts with a table is called by its cells' words.
    private static func isTableMark(_ word: String) -> Bool {
        word == "|" || (word.count >= 3 && word.allSatisfy { $0 == "-" })
    }

    /// The word without the text's `[N]` link markers ("example.org[1]" is "example.org").
    private static func withoutLinkMarkers(_ word: Substring) -> String {
        guard word.contains("[") else { return String(word) }
        var kept = "", rest = word[...]
        while let open = rest.firstIndex(of: "[") {
            kept += rest[..<open]
            let digits = rest[rest.index(after: open)...].prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty, digits.endIndex < rest.endIndex, rest[digits.endIndex] == "]" {
                rest = rest[rest.index(after: digits.endIndex)...]
            } else {
                kept.append("[")
                rest = rest[rest.index(after: open)...]
            }
        }
        return kept + rest
    }
}
