@testable import AppComposition
import AppTestSupport
import DataAccess
import Domain
import Presentation
import Testing

/// The reader on one item stored in the sample feed Example Tech Daily, for the flows that need
/// an item of their own (a long title, a huge text).
@MainActor
enum FeedItemReader {
    /// Stores `item`, dated at the fixtures' reference date, and opens the app on it.
    static func open(_ item: FetchedItem, deps: AppDependencies = .mockWithFeeds()) async throws -> AppDriver {
        var item = item
        item.published = FixtureCatalog.referenceDate
        _ = try await deps.feedCache.store(
            FetchedFeed(title: "Example Tech Daily", siteLink: "", items: [item]), feed: FixtureFeeds.tech,
            validators: FeedValidators(), at: FixtureCatalog.referenceDate)
        let stored = try await deps.feedCache.items(FeedItemQuery(feeds: [FixtureFeeds.tech], limit: 100))
        let id = try #require(stored.first { $0.guid == item.guid }?.id)
        return await AppDriver(deps: deps, path: [.explore, .feedArticle(id: id)])
    }

    /// Opens the reader on an item with `guid`, `title` and `summary`, and what `more` sets.
    static func open(
        guid: String, title: String, summary: String, _ more: (inout FetchedItem) -> Void = { _ in }
    ) async throws -> AppDriver {
        var item = FetchedItem()
        item.guid = guid
        item.title = title
        item.summaryText = summary
        more(&item)
        return try await open(item)
    }
}
