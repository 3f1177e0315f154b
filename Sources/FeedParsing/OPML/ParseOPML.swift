import Foundation

/// Reads the subscriptions of an OPML file (what feed readers export), with the same safety as
/// `parseFeed`: no entity declarations, no external entities, within the limits (every
/// `outline` counts as an item).
public func parseOPML(
    _ data: Data, limits: FeedParseLimits = .standard
) throws(FeedParseError) -> [OPMLFeed] {
    guard data.count <= limits.maxBytes else { throw .tooLarge(limitBytes: limits.maxBytes) }
    let guardrail = ParseGuardrail(limits: limits, itemNames: ["outline"], selectsItems: false)
    let root = try XMLTreeReader.read(data, guardrail: guardrail)
    guard root.name.lowercased() == "opml" else { throw .notOPML }
    let body = root.elements.first { $0.name.lowercased() == "body" } ?? root
    var feeds: [OPMLFeed] = []
    OPMLOutlines.collect(in: body, tags: [], into: &feeds)
    return feeds
}
