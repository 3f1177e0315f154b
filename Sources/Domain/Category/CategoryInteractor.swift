import Foundation

/// The items of one category, and filtering them.
public struct CategoryInteractor: Sendable {
    private let avatars: any AvatarService
    private let news: any NewsService
    private let marks: any ArticleMarksStore
    private let clock: NowProvider

    /// Creates the interactor with the services it reads.
    public init(avatars: any AvatarService, news: any NewsService, marks: any ArticleMarksStore, clock: NowProvider) {
        self.avatars = avatars
        self.news = news
        self.marks = marks
        self.clock = clock
    }

    /// One character option's avatars: the user's own first (newest first), then the rest,
    /// most popular first.
    public func avatars(of option: CharacterOption) async throws -> [Avatar] {
        let kind = try await avatars.allAvatars().items.filter { $0.character == option }
        return AvatarRanking.newestFirst(kind.filter(\.isUserMade)) + AvatarRanking.byPopularity(kind.filter { !$0.isUserMade })
    }

    /// The articles of a news category (newest first) or the bookmarks (latest bookmark first),
    /// each with the reader's marks.
    public func headlines(in kind: CategoryKind) async throws -> [Headline] {
        let freshness = NewsFreshness(now: clock.now())
        let marks = try await marks.allMarks()
        let articles = try await news.allArticles().items
        let chosen: [NewsArticle]
        switch kind {
        case .avatars: chosen = []
        case .news(let topic): chosen = NewsArticle.newestFirst(articles.filter { $0.category == topic })
        case .bookmarks:
            chosen = articles.compactMap { article in marks[article.id]?.bookmarkedAt.map { (article, $0) } }
                .sorted { ($0.1, $1.0.id) > ($1.1, $0.0.id) }.map(\.0)
        }
        return chosen.map { Headline(article: $0, isHot: freshness.isHot($0), marks: marks[$0.id] ?? ArticleMarks()) }
    }

    /// The avatars whose name or description contains the query.
    public static func filter(_ avatars: [Avatar], by query: String) -> [Avatar] {
        avatars.filter { TextMatch.matches(query, in: [$0.name, $0.description]) }
    }

    /// The headlines whose title or summary contains the query.
    public static func filter(_ headlines: [Headline], by query: String) -> [Headline] {
        headlines.filter { TextMatch.matches(query, in: [$0.article.title, $0.article.summary]) }
    }
}
