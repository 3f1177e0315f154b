import Foundation

/// Finds the text of the article a chat is about, for the model's context: a sample article's
/// summary and paragraphs, or a cached feed item's text.
public struct ArticleContextReader: Sendable {
    private let news: any NewsService
    private let feedCache: (any FeedCache)?

    public init(news: any NewsService, feedCache: (any FeedCache)?) {
        self.news = news
        self.feedCache = feedCache
    }

    /// The article's title, link and plain text; an article that is gone (pruned from the feed,
    /// say) gives its title and link with no text, so the chat still knows what it was about.
    public func context(for article: ArticleReference) async -> ArticleContext {
        ArticleContext(title: article.title, link: article.link, text: (try? await text(of: article)) ?? "")
    }

    private func text(of article: ArticleReference) async throws -> String {
        if let itemID = article.feedItemID {
            guard let item = try await feedCache?.item(id: itemID) else { return "" }
            return item.contentText.isEmpty ? item.summaryText : item.contentText
        }
        guard let found = try await news.allArticles().items.first(where: { $0.id == article.id }) else { return "" }
        return Self.text(of: found)
    }

    /// The text of a sample article, as the model gets it.
    public static func text(of article: NewsArticle) -> String {
        ([article.summary] + article.paragraphs).joined(separator: "\n\n")
    }
}
