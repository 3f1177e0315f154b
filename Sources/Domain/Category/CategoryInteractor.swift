import Foundation

/// The items of one category, and filtering them.
public struct CategoryInteractor: Sendable {
    private let sources: BrowsingSources

    public init(avatars: any AvatarService, news: any NewsService, marks: any ArticleMarksStore, clock: NowProvider) {
        sources = BrowsingSources(avatars: avatars, news: news, marks: marks, clock: clock)
    }

    /// One character option's avatars: the user's own first (newest first), then the rest,
    /// most popular first.
    public func avatars(of option: CharacterOption) async throws -> [Avatar] {
        let kind = try await sources.avatars.allAvatars().items.filter { $0.character == option }
        return AvatarRanking.newestFirst(kind.filter(\.isUserMade)) + AvatarRanking.byPopularity(kind.filter { !$0.isUserMade })
    }

    /// The articles of a news category (newest first) or the bookmarks (latest bookmark first),
    /// each with the reader's marks.
    public func headlines(in kind: CategoryKind) async throws -> [Headline] {
        let marks = try await sources.marks.allMarks()
        let articles = try await sources.news.allArticles().items
        let chosen: [NewsArticle]
        switch kind {
        // A feed tag's items are read in windows through `FeedReadingInteractor`, never here.
        case .avatars, .feedTag: chosen = []
        case .news(let topic): chosen = NewsArticle.newestFirst(articles.filter { $0.category == topic })
        case .bookmarks:
            chosen = articles.compactMap { article in marks[article.id]?.bookmarkedAt.map { (article, $0) } }
                .sorted { ($0.1, $1.0.id) > ($1.1, $0.0.id) }.map(\.0)
        }
        return Headline.list(chosen, marks: marks)
    }

    /// The avatars whose name or description contains the query.
    public static func filter(_ avatars: [Avatar], by query: String) -> [Avatar] {
        avatars.filter { TextMatch.matches(query, in: $0.searchedText) }
    }

    /// The headlines whose title or summary contains the query.
    public static func filter(_ headlines: [Headline], by query: String) -> [Headline] {
        headlines.filter { TextMatch.matches(query, in: [$0.article.title, $0.article.summary]) }
    }
}
