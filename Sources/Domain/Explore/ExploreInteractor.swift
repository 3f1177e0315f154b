import Foundation

/// Builds the Explore screen's content from avatars, news and the reader's marks.
public struct ExploreInteractor: Sendable {
    private let sources: BrowsingSources
    /// The subscribed feeds; when the list names one, their items and tags replace the embedded news.
    private let feeds: FeedReadingInteractor?

    public init(
        avatars: any AvatarService, news: any NewsService, marks: any ArticleMarksStore, clock: NowProvider,
        feeds: FeedReadingInteractor? = nil
    ) {
        sources = BrowsingSources(avatars: avatars, news: news, marks: marks, clock: clock)
        self.feeds = feeds
    }

    /// The clock the content is dated by (`ExploreContent.loadedAt`), by which its ages move on.
    public var clock: NowProvider { sources.clock }

    /// Loads and arranges everything Explore shows.
    public func loadContent() async throws -> ExploreContent {
        let now = sources.clock.now()
        if let feeds, feeds.isConfigured { return try await liveContent(feeds, at: now) }
        let avatarLoad = try await sources.avatars.allAvatars()
        let newsLoad = try await sources.news.allArticles()
        let marks = try await sources.marks.allMarks()
        let freshness = NewsFreshness(now: now)
        let latest = Headline.list(
            NewsArticle.newestFirst(newsLoad.items).filter(freshness.isFresh), marks: marks)
        return ExploreContent(
            featured: AvatarRanking.featured(avatarLoad.items.filter { !$0.isUserMade }),
            myAvatars: AvatarRanking.newestFirst(avatarLoad.items.filter(\.isUserMade)),
            categories: Self.categories(
                avatars: avatarLoad.items, articles: newsLoad.items,
                bookmarks: newsLoad.items.filter { marks[$0.id]?.isBookmarked == true }.count),
            popular: AvatarRanking.byPopularity(avatarLoad.items),
            latestNews: latest,
            problems: avatarLoad.problems + newsLoad.problems,
            loadedAt: now
        )
    }

    /// Explore with the feeds' news: the avatars as always, the feeds' tags as news categories,
    /// their fresh items as the latest news.
    private func liveContent(_ feeds: FeedReadingInteractor, at now: Date) async throws -> ExploreContent {
        let avatars = try await sources.avatars.allAvatars()
        let avatarKinds = Self.categories(avatars: avatars.items, articles: [], bookmarks: 0)
            .filter { if case .avatars = $0.kind { true } else { false } }
        return ExploreContent(
            featured: AvatarRanking.featured(avatars.items.filter { !$0.isUserMade }),
            myAvatars: AvatarRanking.newestFirst(avatars.items.filter(\.isUserMade)),
            categories: avatarKinds + (try await feeds.categories()),
            popular: AvatarRanking.byPopularity(avatars.items),
            latestNews: [], problems: avatars.problems, liveNews: try await feeds.latestNews(), loadedAt: now)
    }

    /// Marks a Latest news item of the feeds read or unread (`N`), as a feed's list does.
    public func setRead(_ headline: FeedHeadline, _ isRead: Bool) async throws {
        try await feeds?.setRead([headline.id], isRead)
    }

    static func categories(avatars: [Avatar], articles: [NewsArticle], bookmarks: Int) -> [CategorySummary] {
        let avatarKinds = CharacterOption.allCases.compactMap { option -> CategorySummary? in
            let count = avatars.filter { $0.character == option }.count
            return count > 0 || option.isAlwaysListed ? CategorySummary(kind: .avatars(option), count: count) : nil
        }
        let newsKinds = NewsCategory.allCases.map { topic in
            CategorySummary(kind: .news(topic), count: articles.filter { $0.category == topic }.count)
        }
        return avatarKinds + newsKinds + [CategorySummary(kind: .bookmarks, count: bookmarks)]
    }
}
