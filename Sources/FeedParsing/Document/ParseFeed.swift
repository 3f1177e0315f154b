import Foundation

/// Reads a feed document (RSS 0.9x/1.0/2.0, Atom 0.3/1.0, JSON Feed 1.0/1.1), the format told by
/// the document itself, never by a content type. Throws when the document passes a limit,
/// declares XML entities, is malformed or truncated, or is no feed.
///
/// `contentType`: the HTTP `Content-Type` the document came with, as sent, nil for none (a
/// file). Its `charset` decides an XML document's encoding when the type is XML (`text/xml`,
/// `application/xml`, `…+xml`), over the document's declaration; a byte order mark still wins.
public func parseFeed(
    _ data: Data, contentType: String? = nil, limits: FeedParseLimits = .standard
) throws(FeedParseError) -> ParsedFeed {
    guard data.count <= limits.maxBytes else { throw .tooLarge(limitBytes: limits.maxBytes) }
    return TitleText.oneLine(try readFeed(data, contentType: contentType, limits: limits))
}

private func readFeed(
    _ data: Data, contentType: String?, limits: FeedParseLimits
) throws(FeedParseError) -> ParsedFeed {
    if DocumentKind.looksLikeJSON(data) {
        return try JSONFeedReader.feed(data, limits: limits)
    }
    // A web page given as a feed (the site's address) is named so, whether or not it is well-formed XML.
    if DocumentKind.looksLikeHTML(data) { throw .webPage(feedLink: FeedAutodiscovery.feedLink(inPage: data)) }
    let charset = ContentTypeCharset.authoritative(in: contentType)
    let (root, leftOut) = try XMLTreeReader.readCounting(data, charset: charset, guardrail: ParseGuardrail(limits: limits))
    var feed: ParsedFeed
    switch root.name {
    case "rss": feed = RSSReader.feed(root)
    case "RDF": feed = RDFReader.feed(root)
    case "feed": feed = AtomReader.feed(root)
    case "html": throw .webPage(feedLink: FeedAutodiscovery.feedLink(inPage: data))
    default: throw .notAFeed(root: root.qualifiedName)
    }
    feed.leftOutItems = leftOut
    return feed
}
