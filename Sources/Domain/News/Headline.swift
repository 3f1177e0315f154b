import Foundation

/// An article as a list shows it: the article, and whether it was read or bookmarked. Whether
/// it is HOT is for the screens to say (`NewsFreshness` as of the time their ages count from,
/// which moves on while they show).
public struct Headline: Sendable, Hashable, Identifiable {
    public let article: NewsArticle
    /// What the reader did with it: read, bookmarked.
    public let marks: ArticleMarks

    public init(article: NewsArticle, marks: ArticleMarks = ArticleMarks()) {
        self.article = article
        self.marks = marks
    }

    public var id: String { article.id }

    /// The articles in their order, each with its marks.
    static func list(_ articles: [NewsArticle], marks: [String: ArticleMarks]) -> [Headline] {
        articles.map { Headline(article: $0, marks: marks[$0.id] ?? ArticleMarks()) }
    }
}
