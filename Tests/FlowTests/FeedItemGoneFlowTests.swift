@testable import AppComposition
import AppTestSupport
import DataAccess
import Domain
import Presentation
import Testing

/// An item a refresh removed from the cache (a feed keeps its newest items) after its list was
/// read: the reader says so plainly, offers no key that could only fail, and Esc goes back.
@MainActor
@Suite("Feed reader: an item no longer in the cache")
struct FeedItemGoneFlowTests {
    @Test func theReaderSaysTheItemWasRemovedAndOffersOnlyGoingBack() async throws {
        let scope = FeedItemScope.feed(FixtureFeeds.tech)
        let app = await AppDriver(deps: AppDependencies.mockWithFeeds(), path: [.explore, .feeds, .feedItems(scope), .feedArticle(id: 9_999)])
        #expect(app.text.contains("This item is no longer in the cache: a refresh removed it"), "\(app.text)")
        #expect(!app.text.contains("was not found") && !app.text.contains("9999"))
        for dead in ["bookmark", "links", "open page", "next unread"] {
            #expect(!app.text.contains(dead), "no \(dead) for an item that is gone")
        }
        await app.press(.escape)
        #expect(app.router.top == .feedItems(scope))
    }
}
