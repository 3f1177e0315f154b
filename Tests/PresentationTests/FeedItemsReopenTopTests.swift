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
    /// The list left on `index` and opened again after three newer items came in.
    static func reopenedAfterNewItems(leftAt index: Int) async throws -> FeedItemsPresenter {
        let harness = try await FeedHarness.filled(count: 5)
        return try await harness.reopenedList(at: index) {
            try await harness.fill(FeedHarness.tech, count: 3, prefix: "New", newest: 1)
        }
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
