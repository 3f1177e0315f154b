import Foundation

/// One subscription of an OPML file; `parseOPML(_:limits:)` makes them.
public struct OPMLFeed: Sendable, Hashable, Codable {
    /// The outline's `xmlUrl`, as written; empty for a `type="rss"` outline that has none.
    public var url: String
    /// The outline's `title`, else its `text`; empty when it has neither.
    public var title = ""
    /// The titles (or texts) of the outlines it sits in, outermost first: the folders a reader
    /// filed it under.
    public var tags: [String] = []
    /// The entries of its `category` attribute (comma-separated in the document), each trimmed
    /// and without a leading `/` (OPML 2.0 writes a category as a path, `/Tech/Swift`); empty
    /// entries are left out. aichats's own export lists every tag of a feed there.
    public var categories: [String] = []
    /// Whether the outline says its title is only what the feed calls itself (or its URL, before
    /// it gave one), not a name the user chose: aichats's export writes `aichats:titleFrom="feed"`
    /// on such an outline, so that an import does not pin it as the feed's title.
    public var titleFromFeed = false
}
