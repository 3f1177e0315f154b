import Foundation

/// Reads the feed outlines of an OPML document. The document is XML from anywhere, so the app
/// never parses it itself: the live reader hands it to the network helper (see
/// docs/architecture.md, "The network helper").
public protocol OPMLReader: Sendable {
    /// The document's feed outlines, in document order. Blocks until they are read, which
    /// takes another process: call it from a command, not from a screen's key handling.
    func entries(in document: Data) throws(OPMLReadError) -> [OPMLEntry]
}

/// Why an OPML document gave no feeds, as one plain sentence ("the document declares XML
/// entities, …", "the network helper aichats-http is missing next to aichats; reinstall").
public struct OPMLReadError: Error, Sendable, Equatable {
    public let reason: String

    public init(reason: String) {
        self.reason = reason
    }
}

/// One feed outline of an OPML document, as written there: nothing is checked yet.
public struct OPMLEntry: Sendable, Hashable, Codable {
    /// The outline's `xmlUrl`; empty for a feed outline (`type="rss"`) that has none.
    public var url: String
    /// Its `title`, else its `text`; empty when it has neither.
    public var title: String
    /// The titles of the outlines it sits in (the folders of the reader it came from), outermost first.
    public var folders: [String]
    /// The entries of its `category` attribute, where aichats's export lists every tag.
    public var categories: [String]
    /// True when the outline says its title is only what the feed calls itself (aichats's export
    /// marks so a feed without `"~Title"`), not a name the user gave it.
    public var titleFromFeed: Bool

    public init(
        url: String, title: String = "", folders: [String] = [], categories: [String] = [], titleFromFeed: Bool = false
    ) {
        self.url = url
        self.title = title
        self.folders = folders
        self.categories = categories
        self.titleFromFeed = titleFromFeed
    }
}
