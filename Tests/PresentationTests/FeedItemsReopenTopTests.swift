import Domain
import DomainDoubles
import Foundation
import Presentation
import Testing

/// A list left on its top row opens again on the top row, on the items that came in while it was
/// closed (a tester's All feeds reopened on its old top item with 44,000 newer ones out of sight).
@MainActor
@Suite("FeedItemsPresenter: a list left on its top row opens on the newest items", .timeLimit(.minutes(1)))
struct FeedItemsReopenTopTests {
    /// Opens the list, selects `index`, leaves it, stores three newer items, and opens it again.
    static func reopenedAfterNewItems(leftAt index: Int) async throws -> FeedItemsPresenter {
        let harness = try await FeedHarness.filled(count: 5)
        let memory = FeedItemsSelectionMemory()
        let open = {
            FeedItemsPresenter(scope: .feed(FeedHarness.tech), interactor: harness.interactor, activity: harness.activity,
                               router: harness.router, memory: memory, clock: .fixed(FeedHarness.now))
        }
        let first = open()
        harness.router.push(.feedItems(.feed(FeedHarness.tech)))
        await first.onAppear()
        first.editSelection { $0.select(index) }
        await first.back()
        try await harness.fill(FeedHarness.tech, count: 3, prefix: "New", newest: 1)
        let again = open()
        harness.router.push(.feedItems(.feed(FeedHarness.tech)))
        await again.onAppear()
        return again
    }

    @Test func theTopRowOpensOnTheNewestItem() async throws {
        let presenter = try await Self.reopenedAfterNewItems(leftAt: 0)
        #expect(presenter.selection.index == 0)
        #expect(presenter.selectedHeadline?.item.title == "New 0")
    }

    @Test func anotherRowOpensOnItsItem() async throws {
        let presenter = try await Self.reopenedAfterNewItems(leftAt: 2)
        #expect(presenter.selectedHeadline?.item.title == "Item 2")
        #expect(presenter.selection.index == 5)
    }
}
