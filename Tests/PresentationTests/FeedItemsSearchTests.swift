import Domain
import DomainDoubles
import Foundation
@testable import Presentation
import Testing

/// `/` in an item list: only the items whose title or summary holds the query, read in windows
/// as the whole list is, as the query is typed; Esc gives the whole list back, then goes back.
@MainActor
@Suite("FeedItemsPresenter: searching the list")
struct FeedItemsSearchTests {
    static let tech = FeedItemScope.feed(FeedHarness.tech)

    /// Tech with 120 "Item" items and 3 "Café" ones among them (the newest), loaded.
    static func loaded() async throws -> (FeedHarness, FeedItemsPresenter) {
        let harness = try FeedHarness()
        try await harness.fill(FeedHarness.tech, count: 120, newest: 600)
        try await harness.fill(FeedHarness.tech, count: 3, prefix: "Café", newest: 10)
        let presenter = harness.items(tech)
        await presenter.onAppear()
        // The pages read ahead in the background, which a test's hold would meet first.
        for load in presenter.pageLoads.values { await load.value }
        return (harness, presenter)
    }

    /// Types `text` in place of the query, waits for the list to follow it, then Enter.
    static func search(_ presenter: FeedItemsPresenter, _ text: String) async {
        presenter.beginSearch()
        presenter.editSearch { $0.clear() }
        presenter.editSearch { $0.insert(text) }
        await presenter.searchTask?.value
        presenter.endSearchEditing()
    }

    @Test func typingListsTheItemsThatHoldTheQueryInAnyCaseAndAccents() async throws {
        let (harness, presenter) = try await Self.loaded()
        presenter.editSelection { $0.select(40) }
        await Self.search(presenter, "CAFE")
        #expect(presenter.searchText == "CAFE")
        #expect(!presenter.search.isEditing)
        #expect(presenter.count == 3)
        #expect(presenter.unreadCount == 3)
        #expect(presenter.selection.index == 0, "the first item found is selected")
        #expect((0..<3).map { presenter.headline(at: $0)?.item.title } == ["Café 0", "Café 1", "Café 2"])
        #expect(harness.cache.queries.last?.searchText == "CAFE", "the cache searches, not the presenter")
    }

    /// A search that finds less than a page is counted from that page: counting it again read
    /// every item's text a second time (3.6 s for a query that finds nothing in 162,000 items).
    /// One that finds more is counted.
    @Test func aSearchFindingLessThanAPageIsCountedFromItsFirstPage() async throws {
        let (harness, presenter) = try await Self.loaded()
        await Self.search(presenter, "café")
        try await harness.cache.setRead([try #require(presenter.headline(at: 0)?.id)], true)
        await Self.search(presenter, "zzqx")
        #expect(presenter.count == 0 && presenter.unreadCount == 0 && presenter.headline(at: 0) == nil)
        await Self.search(presenter, "café")
        #expect(presenter.count == 3 && presenter.unreadCount == 2)
        #expect(!harness.cache.countedQueries.contains { !$0.searchText.isEmpty }, "no search was counted")
        await Self.search(presenter, "item")
        #expect(presenter.count == 120)
        #expect(harness.cache.countedQueries.last?.searchText == "item")
    }

    /// The rows mark where their titles hold the query; a row found by its summary marks nothing.
    @Test func theRowsMarkWhatTheSearchFound() async throws {
        let (_, presenter) = try await Self.loaded()
        await Self.search(presenter, "CAFE 1")
        #expect(presenter.row(at: 0).title == "Café 1")
        #expect(presenter.row(at: 0).titleMatch == 0..<6)
        await Self.search(presenter, "summary of item 7")
        #expect(presenter.row(at: 0).titleMatch == nil)
        await Self.search(presenter, "")
        #expect(presenter.row(at: 0).titleMatch == nil)
    }

    @Test func theSummaryIsSearchedTooAndNothingFoundIsEmpty() async throws {
        let (_, presenter) = try await Self.loaded()
        await Self.search(presenter, "summary of item 119")
        #expect(presenter.count == 1)
        #expect(presenter.selectedHeadline?.item.title == "Item 119")
        await Self.search(presenter, " nothing like it ")
        #expect(presenter.count == 0)
        #expect(presenter.isLoaded)
        #expect(presenter.searchText == "nothing like it")
    }

    /// Esc while typing clears the search, as in an avatar category: every item again, the
    /// selected one kept; then Esc goes back.
    @Test func escWhileTypingClearsTheSearchThenGoesBack() async throws {
        let (harness, presenter) = try await Self.loaded()
        harness.router.push(.feedItems(Self.tech))
        await Self.search(presenter, "café")
        presenter.editSelection { $0.select(1) }
        presenter.beginSearch()
        #expect(presenter.search.input.text == "café", "`/` goes on with the query shown")
        presenter.editSearch { $0.insert(" crème") }
        await presenter.back()
        #expect(!presenter.search.isEditing)
        #expect(presenter.searchText.isEmpty)
        #expect(presenter.search.input.isEmpty)
        #expect(!presenter.isReadingSearch)
        #expect(presenter.count == 123)
        #expect(presenter.selectedHeadline?.item.title == "Café 1", "the item selected stays selected")
        #expect(harness.router.top == .feedItems(Self.tech))

        await Self.search(presenter, "café")
        await presenter.back()
        #expect(presenter.searchText.isEmpty && presenter.count == 123, "Esc after Enter clears it too")
        await presenter.back()
        #expect(harness.router.top == .feeds)
    }

    @Test func aBlankQueryListsEveryItem() async throws {
        let (_, presenter) = try await Self.loaded()
        await Self.search(presenter, "café")
        await Self.search(presenter, "   ")
        #expect(presenter.searchText.isEmpty)
        #expect(presenter.count == 123)
    }

    @Test func theReaderWalksTheItemsFoundAndMarkingAllReadMarksOnlyThem() async throws {
        let (harness, presenter) = try await Self.loaded()
        await Self.search(presenter, "café")
        await presenter.openSelected()
        guard case .feedArticle(_, let place?) = harness.router.top else {
            Issue.record("no reader: \(harness.router.path)")
            return
        }
        #expect(place == FeedItemPlace(scope: Self.tech, index: 0, searchText: "café"))
        let ids = (0..<3).compactMap { presenter.headline(at: $0)?.id }
        await harness.article(ids[0], place: place).showNeighbour(1)
        #expect(harness.router.top == .feedArticle(id: ids[1], place: FeedItemPlace(scope: Self.tech, index: 1, searchText: "café")))
        await harness.article(ids[2], place: FeedItemPlace(scope: Self.tech, index: 2, searchText: "café")).showNeighbour(1)
        #expect(harness.router.notice?.text == "This is the last item", "not Item 0, the next of the whole list")

        harness.router.pop()
        await presenter.markAllRead()
        #expect(presenter.unreadCount == 0)
        #expect(harness.router.notice?.text == "Marked every item of Tech 技術 holding “café” read")
        #expect(try await harness.interactor.count(Self.tech, unreadOnly: true) == 120, "the other items stay unread")
    }

    /// The reload is the first read of a list not shown yet, so no other read is under way to
    /// meet the hold instead.
    @Test func aReloadThatLandsAfterTheSearchStartedDoesNotShowTheWholeList() async throws {
        let harness = try FeedHarness()
        try await harness.fill(FeedHarness.tech, count: 120, newest: 600)
        try await harness.fill(FeedHarness.tech, count: 3, prefix: "Café", newest: 10)
        let presenter = harness.items(Self.tech)
        await harness.cache.hold.close(from: 0)
        let reload = Task { await presenter.reloadKeepingSelection() }
        while !(await harness.cache.hold.isHolding) { await Task.yield() }
        await Self.search(presenter, "café")
        #expect(presenter.count == 3)
        await harness.cache.hold.open()
        await reload.value
        #expect(presenter.count == 3)
        #expect(presenter.headline(at: 0)?.item.title == "Café 0")
    }

    /// Each change of the query lists its items, as an avatar category filters, with no Enter;
    /// the rows shown stay until the new ones replace them.
    @Test func theListFollowsTheQueryAsItIsTyped() async throws {
        let (_, presenter) = try await Self.loaded()
        presenter.beginSearch()
        presenter.editSearch { $0.insert("caf") }
        #expect(presenter.isReadingSearch && presenter.count == 123, "the whole list stays while the query is read")
        await presenter.searchTask?.value
        #expect(presenter.search.isEditing)
        #expect(presenter.searchText == "caf")
        #expect(presenter.count == 3)
        presenter.editSearch { $0.clear() }
        presenter.editSearch { $0.insert("Item 11") }
        await presenter.searchTask?.value
        #expect(presenter.count == 11, "Item 11 and Item 110…119")
        #expect(presenter.selection.index == 0)
        #expect(!presenter.isReadingSearch)
    }

    /// A read overtaken by more typing lands on nothing: the list shows what the last query found.
    @Test func aSearchOvertakenByTypingIsDropped() async throws {
        let (harness, presenter) = try await Self.loaded()
        await harness.cache.hold.close(from: 0)
        presenter.beginSearch()
        presenter.editSearch { $0.insert("Item") }
        let overtaken = presenter.searchTask
        while !(await harness.cache.hold.isHolding) { await Task.yield() }
        presenter.editSearch { $0.insert(" 7") }
        await presenter.searchTask?.value
        #expect(presenter.searchText == "Item 7")
        #expect(presenter.count == 11)
        await harness.cache.hold.open()
        await overtaken?.value
        #expect(presenter.searchText == "Item 7")
        #expect(presenter.count == 11)
        #expect(presenter.headline(at: 0)?.item.title == "Item 7")
    }

    /// Esc while the search reads: the list is every item still, and the search, when it lands,
    /// shows nothing of its own.
    @Test func escStopsASearchStillBeingRead() async throws {
        let (harness, presenter) = try await Self.loaded()
        await harness.cache.hold.close(from: 0)
        presenter.beginSearch()
        presenter.editSearch { $0.insert("café") }
        while !(await harness.cache.hold.isHolding) { await Task.yield() }
        #expect(presenter.count == 123 && presenter.isReadingSearch, "the whole list, searching…")
        let search = presenter.searchTask
        await presenter.back()
        #expect(presenter.searchText.isEmpty)
        #expect(presenter.count == 123)
        await harness.cache.hold.open()
        await search?.value
        #expect(presenter.count == 123)
        #expect(presenter.loadError == nil)
        #expect(presenter.headline(at: 3)?.item.title == "Item 0")
    }

    /// Esc on a search found deep in a long list: the selected item stays selected, and the
    /// cache tells where it went; the list is not read down to it in one window (60 MB for
    /// 48,000 items).
    @Test func escOnASearchDeepInALongListKeepsTheItemWithoutReadingTheListToIt() async throws {
        let harness = try FeedHarness()
        try await harness.fill(FeedHarness.tech, count: 900, newest: 600)
        try await harness.fill(FeedHarness.tech, count: 3, prefix: "Café", newest: 600 + 700 * 60 + 30)
        let presenter = harness.items(Self.tech)
        await presenter.onAppear()
        for load in presenter.pageLoads.values { await load.value }
        await Self.search(presenter, "café")
        presenter.editSelection { $0.select(1) }
        let before = harness.cache.queries.count
        await presenter.back()
        #expect(presenter.count == 903)
        #expect(presenter.selectedHeadline?.item.title == "Café 1", "the item selected stays selected")
        #expect(presenter.selection.index > 700)
        let largest = harness.cache.queries.dropFirst(before).map(\.limit).max() ?? 0
        #expect(largest <= 500, "windows of at most 500 headlines, not \(largest)")
    }
}
