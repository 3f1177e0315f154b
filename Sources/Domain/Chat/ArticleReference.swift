import Foundation

/// The article a chat is about, as the chat records it: enough to list the chat under the
/// article and to name it, even after the article left the feed.
public struct ArticleReference: Sendable, Hashable {
    /// The article's id (a sample article's or a feed item's).
    public let id: String
    public let title: String
    public let link: URL?

    public init(id: String, title: String, link: URL?) {
        self.id = id
        self.title = title
        self.link = link
    }
}
