import Foundation

/// An article as a list shows it: the article plus whether it is hot.
public struct Headline: Sendable, Hashable, Identifiable {
    /// The article.
    public let article: NewsArticle
    /// Whether it was published within the last 24 hours.
    public let isHot: Bool

    /// Creates a headline.
    public init(article: NewsArticle, isHot: Bool) {
        self.article = article
        self.isHot = isHot
    }

    /// The article's id.
    public var id: String { article.id }
}
