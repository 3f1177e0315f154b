import Domain
import DomainDoubles
import Foundation
import Presentation
import Testing

/// What a list key and a reload wait for: a key only for the rows it shows, a reload for
/// nothing on screen until its new pages are all read.
@MainActor
@Suite("FeedItemsPresenter: keys that do not wait, reloads that swap at once", .timeLimit(.minutes(1)))
struct FeedItemsWindowTests {
    /// 500 items, pages 0 and 1 loaded, reads from item 100 on held.
    static func heldPastThePagesLoaded() async throws -> (FeedHarness, FeedItemsPresenter) {
        let harness = try await FeedHarness.filled(count: 500)
        let presenter = harness.items(.feed(FeedHarness.tech))
        await presenter.onAppear()
        await harness.cache.hold.close(from: 100)
        return (harness, presenter)
    }

    /// The same 500 items, nothing held, item `index` selected by a key showing 27 rows.
    static func selected(_ index: Int) async throws -> (FeedHarness, FeedItemsPresenter) {
        let (harness, presenter) = try await heldPastThePagesLoaded()
        await harness.cache.hold.open()
        presenter.editSelection { $0.select(index) }
        await presenter.loadAroundSelection(visibleRows: 27)
        return (harness, presenter)
    }

    @Test func aKeyInsideTheLoadedPagesDoesNotWaitForThePageAhead() async throws {
        let (harness, presenter) = try await Self.heldPastThePagesLoaded()
        presenter.editSelection { $0.select(60) }
        await presenter.loadAroundSelection(visibleRows: 30)
        #expect(await eventually(seconds: 30) { await harness.cache.hold.isHolding })
        #expect(await harness.cache.hold.isHolding, "the page ahead is being read")
        #expect(presenter.selectedHeadline?.item.title == "Item 60")
        #expect(presenter.headline(at: 100) == nil)

        await harness.cache.hold.open()
        #expect(await eventually(seconds: 30) { presenter.headline(at: 100) != nil })
        #expect(presenter.headline(at: 100)?.item.title == "Item 100")
        #expect(harness.cache.queries.filter { $0.offset == 100 }.count == 1)
    }

    @Test func aKeyThatShowsRowsNotLoadedWaitsForTheReadUnderWay() async throws {
        let (harness, presenter) = try await Self.heldPastThePagesLoaded()
        presenter.editSelection { $0.select(60) }
        await presenter.loadAroundSelection(visibleRows: 30)
        presenter.editSelection { $0.select(95) }
        let key = Task { await presenter.loadAroundSelection(visibleRows: 30) }
        try await Task.sleep(for: .milliseconds(20))
        await harness.cache.hold.open()
        await key.value
        #expect(presenter.headline(at: 120)?.item.title == "Item 120")
        #expect(harness.cache.queries.filter { $0.offset == 100 }.count == 1, "read once, waited for twice")
    }

    @Test func thePageTwoScreensAheadIsReadAfterTheFirstPgDn() async throws {
        let (harness, presenter) = try await Self.heldPastThePagesLoaded()
        presenter.editSelection { $0.select(26) }
        await presenter.loadAroundSelection(visibleRows: 27)
        #expect(await eventually(seconds: 30) { await harness.cache.hold.isHolding })
        #expect(harness.cache.queries.contains { $0.offset == 100 }, "rows 100-149 are read while rows 26-79 show")
        await harness.cache.hold.open()
    }

    @Test func aReloadReadsAsFarAheadAsAKeyDoes() async throws {
        let (harness, presenter) = try await Self.selected(26)
        #expect(await eventually(seconds: 30) { presenter.headline(at: 100) != nil })
        try await harness.fill(FeedHarness.tech, count: 3, prefix: "New", newest: 10)
        let readsBefore = harness.cache.queries.count { $0.offset == 100 }
        await presenter.reloadKeepingSelection()
        #expect(presenter.selectedHeadline?.item.title == "Item 26")
        #expect(await eventually(seconds: 30) { harness.cache.queries.count { $0.offset == 100 } > readsBefore },
                "rows 100-149 are read again after the reload, as after a key")
    }

    @Test func aFeedStoredBetweenAReloadsReadsDoesNotMoveTheSelectionToAnotherItem() async throws {
        let (harness, presenter) = try await Self.selected(60)
        #expect(await eventually(seconds: 30) { presenter.headline(at: 130) != nil })
        await harness.cache.hold.close(from: 50)
        let reload = Task { await presenter.reloadKeepingSelection() }
        #expect(await eventually(seconds: 30) { await harness.cache.hold.isHolding }, "found item 60, reading its pages")
        try await harness.fill(FeedHarness.tech, count: 3, prefix: "New", newest: 10)
        await harness.cache.hold.open()
        await reload.value
        #expect(presenter.selectedHeadline?.item.title == "Item 60")
        #expect(presenter.selection.index == 63)
    }

    @Test func pagesFarFromTheSelectionAreLetGo() async throws {
        let (_, presenter) = try await Self.selected(420)
        #expect(presenter.headline(at: 420)?.item.title == "Item 420")
        #expect(presenter.headline(at: 0) == nil && presenter.headline(at: 60) == nil)
        #expect(await eventually(seconds: 30) { presenter.headline(at: 350) != nil }, "the pages around it are read")
    }

    @Test func aPageReadBeforeAReloadIsNotPutAmongTheNewPages() async throws {
        let (harness, presenter) = try await Self.heldPastThePagesLoaded()
        presenter.editSelection { $0.select(60) }
        await presenter.loadAroundSelection(visibleRows: 30)
        try await harness.fill(FeedHarness.tech, count: 3, prefix: "New", newest: 10)
        await presenter.reloadKeepingSelection()
        #expect(presenter.selectedHeadline?.item.title == "Item 60")
        #expect(presenter.headline(at: 100)?.item.title == "Item 97")

        await harness.cache.hold.open()
        try await Task.sleep(for: .milliseconds(20))
        #expect(presenter.headline(at: 100)?.item.title == "Item 97", "the late read counted places before the new items")
    }

    @Test func aReloadShowsTheOldPagesUntilItsNewOnesAreRead() async throws {
        let (harness, presenter) = try await Self.heldPastThePagesLoaded()
        await harness.cache.hold.open()
        presenter.editSelection { $0.select(60) }
        await presenter.loadAroundSelection()
        await harness.cache.hold.close(from: 100)
        try await harness.fill(FeedHarness.tech, count: 3, prefix: "New", newest: 10)
        let reload = Task { await presenter.reloadKeepingSelection() }
        #expect(await eventually(seconds: 30) { await harness.cache.hold.isHolding })
        #expect(presenter.count == 500)
        #expect(presenter.headline(at: 0)?.item.title == "Item 0", "no placeholder rows while it reads")

        presenter.editSelection { $0.move(by: 5) }
        await harness.cache.hold.open()
        await reload.value
        #expect(presenter.count == 503)
        #expect(presenter.headline(at: 0)?.item.title == "New 0")
        #expect(presenter.selectedHeadline?.item.title == "Item 65", "the key pressed meanwhile still counts")
    }
}

/// Explore's latest news reload during a refresh as the lists do: keys pressed meanwhile count.
@MainActor
@Suite("ExplorePresenter: a reload keeps keys pressed while it reads", .timeLimit(.minutes(1)))
struct ExploreReloadTests {
    @Test func aKeyPressedWhileExploreReloadsStillCounts() async throws {
        let harness = try await FeedHarness.filled(count: 10)
        let explore = harness.explore(router: harness.router)
        await explore.onAppear()
        explore.focus(.news)
        explore.editSelection { $0.select(2) }

        await harness.cache.hold.close(from: 0)
        let reload = Task { await explore.onReappear() }
        #expect(await eventually(seconds: 30) { await harness.cache.hold.isHolding })
        explore.editSelection { $0.move(by: 3) }
        await harness.cache.hold.open()
        await reload.value
        #expect(explore.selectedIndex(in: .news) == 5, "the Down pressed during the reload is kept")
    }
}
