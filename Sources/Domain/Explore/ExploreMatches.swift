import Foundation

/// What a filter typed on Explore (`/`) lets through: for each list of `ExploreContent`, the
/// indices of the items that match, in their order. The screen keeps the content whole and
/// shows these, so clearing the filter needs no reload.
public struct ExploreMatches: Sendable, Hashable {
    public let featured: [Int]
    public let myAvatars: [Int]
    public let categories: [Int]
    public let popular: [Int]
    /// Into `liveNews` once feeds are configured, else into `latestNews`.
    public let news: [Int]
}

extension ExploreInteractor {
    /// The items whose shown text holds `query` (any case, accents or script, as every filter
    /// matches: `TextMatch`): avatars by name or description (which names their kind), categories
    /// by name, news by title. An empty query lets everything through.
    public static func filter(_ content: ExploreContent, by query: String) -> ExploreMatches {
        func matching<Item>(_ items: [Item], _ fields: (Item) -> [String]) -> [Int] {
            items.indices.filter { TextMatch.matches(query, in: fields(items[$0])) }
        }
        let news = content.liveNews.map { live in matching(live) { [$0.item.shownTitle] } }
            ?? matching(content.latestNews) { [$0.article.title] }
        return ExploreMatches(
            featured: matching(content.featured, \.searchedText),
            myAvatars: matching(content.myAvatars, \.searchedText),
            categories: matching(content.categories) { [$0.kind.title] },
            popular: matching(content.popular, \.searchedText),
            news: news)
    }
}
