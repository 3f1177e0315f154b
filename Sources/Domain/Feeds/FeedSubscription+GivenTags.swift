import Foundation

extension FeedSubscription {
    /// Tags given on the command line (`feeds add --tag " news "`) or by an OPML file, as they
    /// become tags: cleaned as every tag is, trimmed of the blanks around them (`news`), and
    /// each once, without the empty ones. A `urls` line's tags are kept as written instead: a
    /// quoted tag keeps its spaces there, as in newsboat, so the file reads as it always did.
    public static func givenTags(_ tags: [String]) -> [String] {
        var kept: [String] = []
        for tag in tags.map({ BlankEdges.trimmed(label($0)) }) where !tag.isEmpty && !kept.contains(tag) {
            kept.append(tag)
        }
        return kept
    }
}
