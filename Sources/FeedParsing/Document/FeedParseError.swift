import Foundation

/// Why a document gave no feed. `description` is one plain sentence for the user.
public enum FeedParseError: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    case tooManyItems(limit: Int)
    case tooLarge(limitBytes: Int)
    case tookTooLong(limitSeconds: Double)
    case tooDeeplyNested(limit: Int)
    /// A DOCTYPE that declares entities: the way to a billion-laughs or external-entity attack.
    case declaresEntities
    case malformed(line: Int, column: Int)
    /// The document ends before its root element is closed.
    case truncated
    case notAFeed(root: String)
    /// A web page (HTML or XHTML) given as a feed, with the feed link it names, if any: as
    /// written in the page until `resolvingFeedLink(against:)`.
    case webPage(feedLink: String?)
    case unsupportedEncoding(String)
    /// JSON that cannot be read, with what the JSON reader said went wrong.
    case malformedJSON(detail: String)
    /// Well-formed JSON that is no JSON Feed: neither `version` nor `items`.
    case invalidJSON
    case notOPML

    public var description: String {
        switch self {
        case .tooManyItems(let limit): "the feed has more than \(Count.grouped(limit)) items"
        case .tooLarge(let limit): "the feed is larger than \(Count.bytes(limit))"
        case .tookTooLong(let seconds): "the feed took longer than \(Count.seconds(seconds)) to read"
        case .tooDeeplyNested(let limit): "the document nests elements more than \(Count.grouped(limit)) deep"
        case .declaresEntities: "the document declares XML entities, which no feed needs and which are refused for safety"
        case .malformed(let line, let column): "the document is not well-formed XML (line \(line), column \(column))"
        case .truncated: "the document ends before it is complete"
        case .notAFeed(let root):
            "the document is not an RSS, Atom or JSON feed (it starts with <\(DocumentName.printable(root))>)"
        case .webPage(nil): "the address is a web page (HTML), not an RSS, Atom or JSON feed"
        case .webPage(let link?):
            "the address is a web page (HTML), not a feed; the page names its feed: \(DocumentName.printableLink(link))"
        case .unsupportedEncoding(let name):
            "the document is written in the encoding \(DocumentName.printable(name)), which is not supported"
        case .malformedJSON(let detail): "the document is not well-formed JSON (\(DocumentName.printableDetail(detail)))"
        case .invalidJSON: "the document is JSON but not a JSON Feed (it has neither \"version\" nor \"items\")"
        case .notOPML: "the document is not an OPML subscription list"
        }
    }

    /// The same error with a web page's feed link made absolute against the page's address, and
    /// left out unless it is an http or https link, the only ones a feed can be added with.
    public func resolvingFeedLink(against page: URL?) -> FeedParseError {
        guard case .webPage(let link?) = self else { return self }
        let resolved = URL(string: link, relativeTo: page)?.absoluteURL
        guard let resolved, ["http", "https"].contains(resolved.scheme?.lowercased() ?? "") else { return .webPage(feedLink: nil) }
        return .webPage(feedLink: resolved.absoluteString)
    }
}
