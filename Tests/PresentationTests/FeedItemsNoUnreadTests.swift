import Domain
import DomainDoubles
import Foundation
@testable import Presentation
import Testing

/// A list with no unread item: `n` and `A` cannot act (help leaves them out), and pressed they
/// say so rather than "Marked every item … read" for nothing.
@MainActor
@Suite("FeedItemsPresenter: a list with every item read")
struct FeedItemsNoUnreadTests {
    @Test func nAndASayThereIsNothingUnread() async throws {
        let harness = try await FeedHarness.filled(count: 3)
        let list = harness.items(.feed(FeedHarness.tech))
        await list.onAppear()
        await list.markAllRead()
        #expect(list.unreadCount == 0)
        await list.markAllRead()
        #expect(harness.router.notice?.text == "Every item of Tech 技術 is read already")
        await list.selectNextUnread()
        #expect(harness.router.notice?.text == "No unread item in Tech 技術")
    }
}
