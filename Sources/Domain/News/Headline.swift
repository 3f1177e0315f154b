import Foundation

/// An article as a list shows it: the article, whether it is hot, and whether it was read or bookmarked.
public struct Headline: Sendable, Hashable, Identifiable {
    /// The article.
    public let article: NewsArticle
    /// Whether it was published within the last 24 hours.
    public let isHot: Bool
    /// What the reader did with it: read, bookmarked.
    public let marks: ArticleMarks

    /// Creates a headline.
    public init(article: NewsArticle, isHot: Bool, marks: ArticleMarks = ArticleMarks()) {
        self.article = article
        self.isHot = isHot
        self.marks = marks
    }

    /// The article's id.
    public var id: String { article.id }
}
