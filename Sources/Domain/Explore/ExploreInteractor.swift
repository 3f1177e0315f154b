import Foundation

/// Builds the Explore screen's content from avatars, news and the reader's marks.
public struct ExploreInteractor: Sendable {
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

    /// Loads and arranges everything Explore shows.
    public func loadContent() async throws -> ExploreContent {
        let avatarLoad = try await avatars.allAvatars()
        let newsLoad = try await news.allArticles()
        let marks = try await marks.allMarks()
        let freshness = NewsFreshness(now: clock.now())
        let latest = NewsArticle.newestFirst(newsLoad.items)
            .filter(freshness.isFresh)
            .map { Headline(article: $0, isHot: freshness.isHot($0), marks: marks[$0.id] ?? ArticleMarks()) }
        return ExploreContent(
            featured: AvatarRanking.featured(avatarLoad.items.filter { !$0.isUserMade }),
            myAvatars: AvatarRanking.newestFirst(avatarLoad.items.filter(\.isUserMade)),
            categories: Self.categories(
                avatars: avatarLoad.items, articles: newsLoad.items,
                bookmarks: newsLoad.items.filter { marks[$0.id]?.isBookmarked == true }.count),
            popular: AvatarRanking.byPopularity(avatarLoad.items),
            latestNews: latest,
            problems: avatarLoad.problems + newsLoad.problems
        )
    }

    static func categories(avatars: [Avatar], articles: [NewsArticle], bookmarks: Int) -> [CategorySummary] {
        let avatarKinds = CharacterOption.allCases.map { option in
            CategorySummary(kind: .avatars(option), count: avatars.filter { $0.character == option }.count)
        }
        let newsKinds = NewsCategory.allCases.map { topic in
            CategorySummary(kind: .news(topic), count: articles.filter { $0.category == topic }.count)
        }
        return avatarKinds + newsKinds + [CategorySummary(kind: .bookmarks, count: bookmarks)]
    }
}
