import Foundation

/// A parsed feed on the wire, its HTML already turned into text by the helper. Nothing here is
/// trusted: the app's mapper checks it.
public struct FeedDTO: Codable, Equatable, Sendable {
    public var title: String
    public var siteLink: String
    public var items: [FeedItemDTO]

    public init(title: String, siteLink: String, items: [FeedItemDTO]) {
        self.title = title
        self.siteLink = siteLink
        self.items = items
    }
}

/// One item of a `FeedDTO`.
public struct FeedItemDTO: Codable, Equatable, Sendable {
    public var guid = ""
    public var link = ""
    public var title = ""
    public var author = ""
    public var published: Date?
    public var updated: Date?
    /// Plain text with `[N]` markers; `links[N - 1]` is the target of marker N.
    public var summaryText = ""
    public var contentText = ""
    public var links: [String] = []

    public init() {}
}
