import Foundation

/// An article as a list shows it: the article, whether it is hot, and whether it was read or bookmarked.
public struct Headline: Sendable, Hashable, Identifiable {
    public let article: NewsArticle
    /// Whether it was published within the 24 hours before it was read. The screens mark HOT by
    /// the same rule as of the time their ages count from, which moves on while they show.
    public let isHot: Bool
    /// What the reader did with it: read, bookmarked.
    public let marks: ArticleMarks

    public init(article: NewsArticle, isHot: Bool, marks: ArticleMarks = ArticleMarks()) {
        self.article = article
        self.isHot = isHot
        self.marks = marks
    }

    public var id: String { article.id }

    /// The articles in their order, each with its marks and whether it is hot by `freshness`.
    static func list(_ articles: [NewsArticle], marks: [String: ArticleMarks], freshness: NewsFreshness) -> [Headline] {
        articles.map { Headline(article: $0, isHot: freshness.isHot($0), marks: marks[$0.id] ?? ArticleMarks()) }
    }
}
