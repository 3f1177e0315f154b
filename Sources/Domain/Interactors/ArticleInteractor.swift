import Foundation

/// Whether the reader may open an article.
public enum ArticleAccess: Sendable, Equatable {
    /// The article can be shown.
    case granted
    /// The article is premium and the reader is a guest.
    case needsAccount
}

/// Reading articles: access rules, neighbours and opening links.
public struct ArticleInteractor: Sendable {
    private let news: any NewsService
    private let profiles: any ProfileService
    private let opener: any URLOpener

    /// Creates the interactor with the services it uses.
    public init(news: any NewsService, profiles: any ProfileService, opener: any URLOpener) {
        self.news = news
        self.profiles = profiles
        self.opener = opener
    }

    /// All articles in reading order: newest first.
    public func readingOrder() async throws -> [NewsArticle] {
        AvatarRanking.newestFirst(try await news.allArticles().items)
    }

    /// Premium articles need an account; everything else is open.
    public func access(to article: NewsArticle) async throws -> ArticleAccess {
        guard article.isPremium else { return .granted }
        return try await profiles.currentProfile() == nil ? .needsAccount : .granted
    }

    /// Opens the article's address in a browser; only http and https are allowed.
    public func openInBrowser(_ article: NewsArticle) async throws {
        guard let scheme = article.url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw DomainError.invalidInput("only http and https links can be opened")
        }
        try await opener.open(article.url)
    }
}
