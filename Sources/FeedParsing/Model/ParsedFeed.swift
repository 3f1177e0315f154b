import Foundation

/// A feed as its document gives it, before the app's rules apply: what the network helper hands
/// the app for one fetched feed. Text fields hold what the document says, entities decoded and
/// HTML kept, but titles are plain text (an HTML title gives its text); empty when the document
/// leaves a field out.
public struct ParsedFeed: Sendable, Hashable, Codable {
    public var title: String
    /// The site the feed belongs to (RSS `link`, Atom `link rel="alternate"`, JSON `home_page_url`).
    public var link: String
    public var items: [ParsedItem]
    /// How many items past `FeedParseLimits.maxItems` the document has, left out of `items`.
    public var leftOutItems = 0

    public init(title: String = "", link: String = "", items: [ParsedItem] = []) {
        self.title = title
        self.link = link
        self.items = items
    }
}
