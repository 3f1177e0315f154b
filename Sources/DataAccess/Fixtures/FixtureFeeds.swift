import Domain
import Foundation

/// Sample feeds for `.mock(feeds:)` and `aichats render --data mock-feeds`: five listed feeds
/// and a hidden one; one failed at its last fetch, one was never fetched, one is premium. Dates
/// count back from `FixtureCatalog.referenceDate`, as the catalog's do.
public enum FixtureFeeds {
    public static let tech = "https://news.example.org/tech.xml"
    public static let notes = "https://mei.example.net/feed"
    public static let world = "https://world.example.com/rss"
    public static let members = "https://members.example.com/atom"
    public static let science = "https://science.example.org/feed.json"
    public static let hidden = "https://hidden.example.com/feed"

    /// Why `world`'s last fetch failed.
    public static let worldFailure = "the server answered 503 Service Unavailable"

    public static var subscriptions: [FeedSubscription] {
        [
            (tech, ["technology"]),
            (notes, ["technology", "life", "~Mei's notes 🍵"]),
            (world, ["world"]),
            (members, ["business", "premium"]),
            (science, ["science"]),
            (hidden, ["world", "!"]),
        ].compactMap { url, words in (try? FeedAddress(url)).map { FeedSubscription(address: $0, words: words) } }
    }

    /// The cache as a refresh half an hour before the reference time left it (so `.mock`
    /// starts no refresh: the interval is an hour).
    public static func cache() -> FixtureFeedCache {
        FixtureFeedCache(items: FixtureFeedItems.all, statuses: statuses)
    }

    static var statuses: [FeedStatus] {
        let lastRefresh = at(-1800)
        return [
            FeedStatus(feed: tech, title: "Example Tech Daily", lastSuccess: lastRefresh),
            FeedStatus(feed: notes, title: "notes", lastSuccess: lastRefresh),
            FeedStatus(feed: world, title: "World Report 世界", lastSuccess: at(-3 * 86_400), lastError: worldFailure,
                       lastErrorAt: lastRefresh),
            FeedStatus(feed: members, title: "Members' Business Brief", lastSuccess: lastRefresh),
            FeedStatus(feed: hidden, title: "Hidden", lastSuccess: lastRefresh),
        ]
    }

    /// `seconds` after the reference time (negative: before).
    static func at(_ seconds: TimeInterval) -> Date { FixtureCatalog.referenceDate.addingTimeInterval(seconds) }
}
