import Domain
import DomainDoubles
import Foundation
import Presentation
import Testing

/// `N` on Latest news marks the selected feed item read or unread, as in a feed's list: the item
/// the row shows, also while a filter narrows the section, and nothing while another section
/// has the focus.
@MainActor
@Suite("ExplorePresenter: N on Latest news")
struct ExploreLatestNewsReadMarkTests {
    private func explore(_ harness: FeedHarness) async throws -> ExplorePresenter {
        try await harness.fill(FeedHarness.tech, count: 5, newest: 120)
        let presenter = harness.explore()
        await presenter.onAppear()
        return presenter
    }

    private func selectedRow(_ presenter: ExplorePresenter) -> ItemRow? {
        presenter.selectedIndex(in: .news).map { presenter.rows(for: .news)[$0] }
    }

    @Test func nTogglesTheReadMarkOfTheRowTheFilterSelected() async throws {
        let harness = try FeedHarness()
        let presenter = try await explore(harness)
        presenter.beginFilter()
        presenter.editFilter { $0.insert("Item 3") }
        presenter.focus(.news)
        #expect(selectedRow(presenter)?.title == "Item 3")
        #expect(presenter.selectsLiveNews)

        await presenter.toggleSelectedNewsRead()
        #expect(selectedRow(presenter)?.isSeen == true, "the row is read")
        let unread = try await harness.cache.items(FeedItemQuery(unreadOnly: true)).map(\.title)
        #expect(unread == ["Item 0", "Item 1", "Item 2", "Item 4"])

        await presenter.toggleSelectedNewsRead()
        #expect(selectedRow(presenter)?.isSeen == false, "unread again")
    }

    @Test func nOnAnotherSectionMarksNothing() async throws {
        let harness = try FeedHarness()
        let presenter = try await explore(harness)
        #expect(presenter.focus != .news)
        #expect(!presenter.selectsLiveNews)
        await presenter.toggleSelectedNewsRead()
        #expect(try await harness.cache.items(FeedItemQuery(unreadOnly: true)).count == 5)
    }
}
