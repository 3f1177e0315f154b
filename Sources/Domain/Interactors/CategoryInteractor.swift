import Foundation

/// The items of one category, and filtering them.
public struct CategoryInteractor: Sendable {
    private let avatars: any AvatarService
    private let news: any NewsService
    private let clock: NowProvider

    /// Creates the interactor with the services it reads.
    public init(avatars: any AvatarService, news: any NewsService, clock: NowProvider) {
        self.avatars = avatars
        self.news = news
        self.clock = clock
    }

    /// One character option's avatars, most popular first.
    public func avatars(of option: CharacterOption) async throws -> [Avatar] {
        AvatarRanking.byPopularity(try await avatars.allAvatars().items.filter { $0.character == option })
    }

    /// One topic's articles, newest first.
    public func headlines(in topic: NewsCategory) async throws -> [Headline] {
        let freshness = NewsFreshness(now: clock.now())
        return AvatarRanking.newestFirst(try await news.allArticles().items.filter { $0.category == topic })
            .map { Headline(article: $0, isHot: freshness.isHot($0)) }
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
