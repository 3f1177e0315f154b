import Domain
import DomainDoubles
import Foundation
@testable import Presentation
import Testing

/// An item opened from Explore's Latest news: the reader walks and names the list Explore
/// showed, not every feed's items beyond it.
@MainActor
@Suite("FeedArticlePresenter: from Latest news")
struct FeedArticleLatestNewsTests {
    @Test func theReaderWalksAndNamesTheItemsLatestNewsShowed() async throws {
        let harness = try await FeedHarness.filled(count: 5)
        let ids = try await harness.cache.items(FeedItemQuery(limit: 5)).map(\.id)
        let shown = FeedItemPlace(scope: .all, index: 2, latestNews: 3)
        harness.router.push(.feedArticle(id: ids[2], place: shown))
        let last = harness.article(ids[2], place: shown)
        await last.onAppear()
        #expect(last.position == "3 of 3 in Latest news")
        await last.showNeighbour(1)
        #expect(harness.router.notice?.text == "This is the last item")
        #expect(harness.router.top == .feedArticle(id: ids[2], place: shown))

        try await harness.cache.setRead(Array(ids[0..<3]), true)
        await last.showUnread(forward: true)
        #expect(harness.router.notice?.text == "No unread item below", "items 3 and 4 are not in the list")
        await last.showNeighbour(-1)
        #expect(harness.router.top == .feedArticle(id: ids[1], place: FeedItemPlace(scope: .all, index: 1, latestNews: 3)))
    }
}
