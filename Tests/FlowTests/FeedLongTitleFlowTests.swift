import AppComposition
import AppTestSupport
import DataAccess
import Domain
import Presentation
import Testing

/// A title longer than the reader's three title lines is cut with "…", so it is seen to go on.
@MainActor
@Suite("A long title in the reader")
struct FeedLongTitleFlowTests {
    @Test func theThirdTitleLineEndsWithAnEllipsis() async throws {
        let deps = AppDependencies.mockWithFeeds()
        var item = FetchedItem()
        (item.guid, item.title, item.summaryText) = ("long", String(repeating: "Long title words ", count: 300), "Text.")
        item.published = FixtureCatalog.referenceDate
        _ = try await deps.feedCache.store(
            FetchedFeed(title: "Example Tech Daily", siteLink: "", items: [item]), feed: FixtureFeeds.tech,
            validators: FeedValidators(), at: FixtureCatalog.referenceDate)
        let stored = try await deps.feedCache.items(FeedItemQuery(feeds: [FixtureFeeds.tech], limit: 100))
        let id = try #require(stored.first { $0.guid == "long" }?.id)
        let app = await AppDriver(deps: deps, path: [.explore, .feedArticle(id: id)])
        let titleLines = app.text.split(separator: "\n").filter { $0.contains("Long title") }
        #expect(titleLines.count == 3)
        #expect(titleLines.last?.contains("…") == true, "\(titleLines)")
    }
}
