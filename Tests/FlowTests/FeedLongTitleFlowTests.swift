import AppComposition
import AppTestSupport
import DataAccess
import Domain
import Presentation
import TerminalUI
import Testing

/// A title longer than the reader's three title lines is cut with "…", so it is seen to go on.
/// A long feed title is cut with "…" too, so that the item list's counts and the reader's place
/// in the list stay.
@MainActor
@Suite("A long title in the reader")
struct FeedLongTitleFlowTests {
    @Test func theThirdTitleLineEndsWithAnEllipsis() async throws {
        var item = FetchedItem()
        (item.guid, item.title, item.summaryText) = ("long", String(repeating: "Long title words ", count: 300), "Text.")
        let app = try await FeedItemReader.open(item)
        let titleLines = app.text.split(separator: "\n").filter { $0.contains("Long title") }
        #expect(titleLines.count == 3)
        #expect(titleLines.last?.contains("…") == true, "\(titleLines)")
    }

    @Test func aLongFeedTitleLeavesTheCountsAndThePlaceInTheList() async throws {
        let deps = AppDependencies.mockWithFeeds()
        let items = (0..<3).map { index in
            var item = FetchedItem()
            (item.guid, item.title, item.summaryText) = ("w\(index)", "Item \(index)", "Text.")
            item.link = "https://news.example.org/\(index)"
            item.published = FixtureCatalog.referenceDate.addingTimeInterval(Double(-index * 60))
            return item
        }
        let title = "Line1\nLine2\tTabbed " + String(repeating: "W", count: 300)
        _ = try await deps.feedCache.store(
            FetchedFeed(title: title, siteLink: "", items: items), feed: FixtureFeeds.tech,
            validators: FeedValidators(), at: FixtureCatalog.referenceDate)
        let app = await AppDriver(deps: deps, path: [.explore, .feedItems(.feed(FixtureFeeds.tech))])
        for size in [Size(width: 80, height: 24), Size(width: 60, height: 16)] {
            await app.resize(to: size)
            let header = try #require(app.text.split(separator: "\n").first { $0.contains("Line1") })
            #expect(header.contains("WWW… · "), "\(header)")
            #expect(header.range(of: " unread of [0-9]+$", options: .regularExpression) != nil, "\(header)")
        }
        await app.resize(to: Size(width: 80, height: 24))
        await app.press(.down, .enter)
        let footer = try #require(app.text.split(separator: "\n").last { $0.contains("%") })
        #expect(footer.contains("https://news.example.org/1"), "\(footer)")
        #expect(footer.range(of: "2 of [0-9]+ in Line1.*WWW", options: .regularExpression) != nil, "\(footer)")
        #expect(footer.contains("… 0%") || footer.contains("… 100%"), "\(footer)")
    }
}
