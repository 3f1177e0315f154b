import DataAccess
import Domain
import Foundation
import TestSupport

/// A feed cache on a new database in a temporary folder, with items built in one line.
struct FeedCacheFixture {
    static let feed = "https://one.example/feed"
    static let other = "https://two.example/feed"

    let folder: TemporaryFolder, database: AppDatabase, cache: SQLiteFeedCache

    init(maximumPerFeed: Int = SQLiteFeedCache.defaultMaximumPerFeed) throws {
        (folder, database) = try TemporaryFolder.withDatabase()
        cache = SQLiteFeedCache(database: database, maximumPerFeed: maximumPerFeed)
    }

    /// Stores `items` as `feed`'s whole fetch at `instant(at)`; returns how many were new.
    @discardableResult
    func store(_ items: [FetchedItem], feed: String = feed, at seconds: Double = 0, title: String = "Feed One") async throws -> Int {
        try await storing(items, feed: feed, at: seconds, title: title).newItems
    }

    /// As `store`, with how many old items the store removed.
    func storing(_ items: [FetchedItem], feed: String = feed, at seconds: Double = 0, title: String = "Feed One") async throws -> FeedStoreCounts {
        try await cache.store(
            FetchedFeed(title: title, siteLink: "https://one.example/", items: items), feed: feed,
            validators: FeedValidators(etag: "\"e\(Int(seconds))\""), at: instant(seconds))
    }

    func all(_ query: FeedItemQuery = FeedItemQuery(limit: 10_000)) async throws -> [FeedItem] {
        try await cache.items(query)
    }
}

/// An item with only what a test sets; `published` in seconds after `instant(0)`.
func fetchedItem(
    guid: String = "", link: String = "", title: String = "", published: Double? = nil, summary: String = "",
    content: String = ""
) -> FetchedItem {
    var item = FetchedItem()
    item.guid = guid
    item.link = link
    item.title = title
    item.published = published.map(instant)
    item.summaryText = summary
    item.contentText = content
    return item
}
