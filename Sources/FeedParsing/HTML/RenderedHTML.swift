/// The plain text of an HTML fragment (a feed item's summary or body) with its links as numbered
/// footnotes; `renderHTML(_:)` makes it.
public struct RenderedHTML: Sendable, Hashable, Codable {
    /// Logical lines separated by "\n"; see `renderHTML(_:)` for the format.
    public var text: String
    /// The links' hrefs as written (trimmed): the marker `[N]` in `text` refers to `links[N-1]`.
    public var links: [String]

    public init(text: String, links: [String]) {
        self.text = text
        self.links = links
    }
}
