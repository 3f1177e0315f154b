import Domain
import DomainDoubles
import Foundation
import Presentation
import Testing

/// Latest news is a dashboard panel: a refresh that brings newer items keeps a selection on the
/// top row on the newest, one the user moved down on its item, and one whose item left the
/// newest 30 goes back to the top.
@MainActor
@Suite("ExplorePresenter: Latest news' selection when newer items arrive")
struct ExploreLatestNewsSelectionTests {
    /// Explore over the feeds of `harness`, its news loaded and focused.
    private func explore(_ harness: FeedHarness) async -> ExplorePresenter {
        let presenter = harness.explore()
        await presenter.onAppear()
        presenter.focus(.news)
        return presenter
    }

    private func selectedTitle(_ presenter: ExplorePresenter) -> String? {
        presenter.selectedIndex(in: .news).map { presenter.rows(for: .news)[$0].title }
    }

    /// Three items newer than every one stored, as a refresh stores them.
    private func arrive(_ harness: FeedHarness, count: Int = 3) async throws {
        try await harness.fill(FeedHarness.tech, count: count, prefix: "New", newest: 10)
    }

    @Test func aSelectionNeverMovedFollowsTheNewest() async throws {
        let harness = try FeedHarness()
        try await harness.fill(FeedHarness.tech, count: 5, newest: 120)
        let presenter = await explore(harness)
        #expect(selectedTitle(presenter) == "Item 0")

        try await arrive(harness)
        await presenter.onReappear()
        #expect(presenter.selectedIndex(in: .news) == 0)
        #expect(selectedTitle(presenter) == "New 0", "the newest item, on the top row")
    }

    @Test func aSelectionMovedBackToTheTopFollowsTheNewest() async throws {
        let harness = try FeedHarness()
        try await harness.fill(FeedHarness.tech, count: 5, newest: 120)
        let presenter = await explore(harness)
        presenter.editSelection { $0.move(by: 2) }
        presenter.editSelection { $0.move(by: -2) }

        try await arrive(harness)
        await presenter.onReappear()
        #expect(selectedTitle(presenter) == "New 0")
    }

    @Test func aSelectionMovedDownStaysOnItsItem() async throws {
        let harness = try FeedHarness()
        try await harness.fill(FeedHarness.tech, count: 5, newest: 120)
        let presenter = await explore(harness)
        presenter.editSelection { $0.move(by: 2) }
        #expect(selectedTitle(presenter) == "Item 2")

        try await arrive(harness)
        await presenter.onReappear()
        #expect(presenter.selectedIndex(in: .news) == 5, "the three new items came above it")
        #expect(selectedTitle(presenter) == "Item 2")
    }

    @Test func aSelectedItemThatLeavesTheNewestTakesTheSelectionBackToTheTop() async throws {
        let harness = try FeedHarness()
        try await harness.fill(FeedHarness.tech, count: 30, newest: 120)
        let presenter = await explore(harness)
        presenter.editSelection { $0.move(by: 27) }
        #expect(selectedTitle(presenter) == "Item 27")

        try await arrive(harness, count: 5)
        await presenter.onReappear()
        #expect(presenter.rows(for: .news).count == 30, "the 30 newest: Item 25 and older are gone")
        #expect(presenter.selectedIndex(in: .news) == 0, "not the bottom row")
        #expect(selectedTitle(presenter) == "New 0")
    }
}
