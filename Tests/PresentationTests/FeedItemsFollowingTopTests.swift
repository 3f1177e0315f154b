import Domain
import DomainDoubles
import Foundation
import Presentation
import Testing

/// A refresh's reload of a feed's or a tag's items: at the top, the selection follows the newest
/// item as in a mail or feed reader; moved down, it stays on its item.
@MainActor
@Suite("FeedItemsPresenter: a refresh at the top follows the newest")
struct FeedItemsFollowingTopTests {
    @Test func aSelectionOnTheFirstRowStaysOnTheNewest() async throws {
        let harness = try FeedHarness()
        try await harness.fill(FeedHarness.tech, count: 20, newest: 600)
        let presenter = harness.items(.feed(FeedHarness.tech))
        await presenter.onAppear()
        #expect(presenter.selectedHeadline?.item.title == "Item 0")

        try await harness.fill(FeedHarness.tech, count: 3, prefix: "New", newest: 10)
        await presenter.reloadKeepingSelection(followingTop: true)
        #expect(presenter.count == 23)
        #expect(presenter.selection.index == 0)
        #expect(presenter.selectedHeadline?.item.title == "New 0")
    }

    @Test func aSelectionMovedDownStaysOnItsItem() async throws {
        let harness = try FeedHarness()
        try await harness.fill(FeedHarness.tech, count: 20, newest: 600)
        let presenter = harness.items(.tag("technology"))
        await presenter.onAppear()
        presenter.editSelection { $0.move(by: 1) }

        try await harness.fill(FeedHarness.tech, count: 3, prefix: "New", newest: 10)
        await presenter.reloadKeepingSelection(followingTop: true)
        #expect(presenter.selection.index == 4)
        #expect(presenter.selectedHeadline?.item.title == "Item 1")
    }

    @Test func otherReloadsKeepTheItemOnTop() async throws {
        let harness = try FeedHarness()
        try await harness.fill(FeedHarness.tech, count: 20, newest: 600)
        let presenter = harness.items(.feed(FeedHarness.tech))
        await presenter.onAppear()

        try await harness.fill(FeedHarness.tech, count: 3, prefix: "New", newest: 10)
        await presenter.reloadKeepingSelection()
        #expect(presenter.selectedHeadline?.item.title == "Item 0", "back from another screen: the item the user left")
    }
}
