import Foundation

/// A feed as one fetch found it, already turned into plain text by the network helper: what the
/// cache stores. The helper's reply carries one as it parsed it; the app checks that one field by
/// field (throwing on invalid data) before anything is stored.
public struct FetchedFeed: Sendable, Hashable, Codable {
    public var title: String
    /// The site the feed belongs to.
    public var siteLink: String
    public var items: [FetchedItem]
    /// The most items a fetch holds, as many as the network helper's parser reads: a longer
    /// document's other items are left out (`leftOutItems`).
    public static let maximumItems = 10_000
    /// How many items the document has past the most a feed keeps, not in `items`.
    public var leftOutItems: Int

    public init(title: String, siteLink: String, items: [FetchedItem], leftOutItems: Int = 0) {
        self.title = title
        self.siteLink = siteLink
        self.items = items
        self.leftOutItems = leftOutItems
    }
}

/// One item of a fetch, its HTML already turned into wrapped-ready plain text.
public struct FetchedItem: Sendable, Hashable, Codable {
    public var guid = ""
    public var link = ""
    public var title = ""
    public var author = ""
    /// Nil when the feed gives no readable date: the cache then keeps the first-seen time.
    public var published: Date?
    public var updated: Date?
    /// Plain text: paragraphs separated by a blank line, links as `[N]` markers.
    public var summaryText = ""
    public var contentText = ""
    /// The targets of the `[N]` markers, in order (index 0 is `[1]`), as written in the feed.
    public var links: [String] = []

    public init() {}
}
