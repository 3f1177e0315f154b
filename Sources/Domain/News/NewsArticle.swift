import Foundation

/// One news item.
public struct NewsArticle: Sendable, Hashable, Identifiable {
    public let id: String
    public let title: String
    /// A one- or two-sentence summary.
    public let summary: String
    /// The body, as paragraphs.
    public let paragraphs: [String]
    /// The publication that ran it.
    public let source: String
    public let author: String
    /// Where it can be read online.
    public let url: URL
    public let category: NewsCategory
    public let publishedAt: Date
    /// Whether only signed-in users may read it.
    public let isPremium: Bool

    public init(
        id: String, title: String, summary: String, paragraphs: [String], source: String,
        author: String, url: URL, category: NewsCategory, publishedAt: Date, isPremium: Bool
    ) {
        self.id = id
        self.title = title
        self.summary = summary
        self.paragraphs = paragraphs
        self.source = source
        self.author = author
        self.url = url
        self.category = category
        self.publishedAt = publishedAt
        self.isPremium = isPremium
    }

    /// Reading order: the newest first; ties broken by id.
    public static func newestFirst(_ articles: [NewsArticle]) -> [NewsArticle] {
        articles.sorted { ($0.publishedAt, $1.id) > ($1.publishedAt, $0.id) }
    }
}
