import Foundation

/// Whether the reader may open an article.
public enum ArticleAccess: Sendable, Equatable {
    case granted
    /// The article is premium and the reader is a guest.
    case needsAccount

    /// The rule for sample articles and feed items alike: premium reading needs an account;
    /// everything else is open.
    static func of(premium: Bool, profiles: any ProfileService) async throws -> ArticleAccess {
        guard premium else { return .granted }
        return try await profiles.currentProfile() == nil ? .needsAccount : .granted
    }
}

/// Reading articles: access rules, neighbours, read state, bookmarks and opening links.
public struct ArticleInteractor: Sendable {
    private let news: any NewsService
    private let profiles: any ProfileService
    private let opener: any URLOpener
    private let marks: any ArticleMarksStore
    private let clock: NowProvider

    public init(
        news: any NewsService, profiles: any ProfileService, opener: any URLOpener, marks: any ArticleMarksStore,
        clock: NowProvider
    ) {
        self.news = news
        self.profiles = profiles
        self.opener = opener
        self.marks = marks
        self.clock = clock
    }

    /// Records that the article was read now (the first reading counts) and returns its marks.
    public func markRead(_ article: NewsArticle) async throws -> ArticleMarks {
        try await marks.markRead(article.id, at: clock.now())
        return try await marks.allMarks()[article.id] ?? ArticleMarks()
    }

    /// Bookmarks the article, or removes the bookmark it has; returns its new marks.
    public func toggleBookmark(_ article: NewsArticle, current: ArticleMarks) async throws -> ArticleMarks {
        var updated = current
        updated.bookmarkedAt = current.isBookmarked ? nil : clock.now()
        try await marks.setBookmark(article.id, at: updated.bookmarkedAt)
        return updated
    }

    /// All articles in reading order: newest first.
    public func readingOrder() async throws -> [NewsArticle] {
        NewsArticle.newestFirst(try await news.allArticles().items)
    }

    /// Premium articles need an account; everything else is open.
    public func access(to article: NewsArticle) async throws -> ArticleAccess {
        try await .of(premium: article.isPremium, profiles: profiles)
    }

    /// Opens the article's address in a browser; only http and https are allowed.
    public func openInBrowser(_ article: NewsArticle) async throws {
        guard let scheme = article.url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw DomainError.invalidInput("only http and https links can be opened")
        }
        try await opener.open(article.url)
    }
}
