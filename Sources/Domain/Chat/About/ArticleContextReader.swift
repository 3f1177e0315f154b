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

    /// Stands for the text of an article that is no longer stored, so that the model says it
    /// cannot see the text instead of answering as if the article were empty.
    public static let goneText = "(The article's text is no longer stored here: only its title and link are known.)"

    /// The article's title, link and plain text; an article that is gone (pruned from the cache
    /// before chats kept theirs, say) gives its title and link with `goneText`, so the chat still
    /// knows what it was about.
    public func context(for article: ArticleReference) async -> ArticleContext {
        let found: (text: String, links: [String])
        do { found = try await self.text(of: article) ?? (Self.goneText, []) } catch { found = ("", []) }
        return ArticleContext(title: article.title, link: article.link, text: found.text, links: found.links)
    }

    /// The text and its `[N]` marks' targets; nil when the article is no longer stored.
    private func text(of article: ArticleReference) async throws -> (text: String, links: [String])? {
        if let itemID = article.feedItemID {
            guard let item = try await feedCache?.item(id: itemID) else { return nil }
            return (item.contentText.isEmpty ? item.summaryText : item.contentText, item.links)
        }
        guard let found = try await news.allArticles().items.first(where: { $0.id == article.id }) else { return nil }
        return (Self.text(of: found), [])
    }

    /// The text of a sample article, as the model gets it.
    public static func text(of article: NewsArticle) -> String {
        ([article.summary] + article.paragraphs).joined(separator: "\n\n")
    }
}
