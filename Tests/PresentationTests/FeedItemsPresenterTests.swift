import Domain
import DomainDoubles
import Foundation
import Presentation
import Testing

@MainActor
@Suite("FeedItemsPresenter: windows, selection by id, item keys")
struct FeedItemsPresenterTests {
    /// A list of 120 tech items, the newest `newest` minutes old, loaded with "Item 60" selected.
    static func onItem60(newest: TimeInterval) async throws -> (FeedHarness, FeedItemsPresenter) {
        let harness = try FeedHarness()
        try await harness.fill(FeedHarness.tech, count: 120, newest: newest)
        let presenter = harness.items(.feed(FeedHarness.tech))
        await presenter.onAppear()
        presenter.editSelection { $0.select(60) }
        await presenter.loadAroundSelection()
        return (harness, presenter)
    }

    @Test func readsOnlyTheWindowsAroundTheSelection() async throws {
        let harness = try await FeedHarness.filled(count: 500)
        let presenter = harness.items(.feed(FeedHarness.tech))
        await presenter.onAppear()
        #expect(presenter.count == 500)
        #expect(presenter.title == "Tech 技術")
        #expect(presenter.headline(at: 0)?.item.title == "Item 0")
        #expect(presenter.headline(at: 99)?.item.title == "Item 99")
        #expect(presenter.headline(at: 100) == nil, "only two pages of fifty are read")

        presenter.editSelection { $0.select(Int.max) }
        await presenter.loadAroundSelection()
        #expect(presenter.selectedHeadline?.item.title == "Item 499")
        #expect(presenter.row(at: 250).title == "…", "the middle stays unread")
        let read = harness.cache.queries.reduce(0) { $0 + min($1.limit, 500 - $1.offset) }
        #expect(harness.cache.queries.allSatisfy { $0.limit <= 2 * FeedItemsPresenter.pageSize })
        #expect(read < 500)
    }

    @Test func theSelectionStaysOnItsItemWhenNewItemsArriveAbove() async throws {
        let (harness, presenter) = try await Self.onItem60(newest: 600)
        #expect(presenter.selectedHeadline?.item.title == "Item 60")

        try await harness.fill(FeedHarness.tech, count: 3, prefix: "New", newest: 10)
        await presenter.reloadKeepingSelection()
        #expect(presenter.count == 123)
        #expect(presenter.selection.index == 63)
        #expect(presenter.selectedHeadline?.item.title == "Item 60")
        #expect(presenter.headline(at: 0)?.item.title == "New 0")
    }

    @Test func aRefreshOfManyItemsAboveReadsOnlyAPageAroundTheSelectionsNewPlace() async throws {
        let (harness, presenter) = try await Self.onItem60(newest: 100_000)
        let before = harness.cache.queries.count

        try await harness.fill(FeedHarness.tech, count: 500, prefix: "New", newest: 10)
        await presenter.reloadKeepingSelection()
        #expect(presenter.selection.index == 560)
        #expect(presenter.selectedHeadline?.item.title == "Item 60")
        #expect(harness.cache.queries.dropFirst(before).allSatisfy { $0.limit <= 2 * FeedItemsPresenter.pageSize },
                "not the 500 new headlines")
    }

    @Test func newItemsOnBothSidesOfTheSelectionStillKeepIt() async throws {
        let (harness, presenter) = try await Self.onItem60(newest: 600)

        try await harness.fill(FeedHarness.tech, count: 120, prefix: "Mixed", newest: 630)
        await presenter.reloadKeepingSelection()
        #expect(presenter.selection.index == 120, "60 of the new items came above it")
        #expect(presenter.selectedHeadline?.item.title == "Item 60")
    }

    /// The items of a feed of 200, shown, every one read but `unread`.
    private func twoHundredItems(unreadOnly unread: String) async throws -> (FeedHarness, FeedItemsPresenter) {
        let harness = try await FeedHarness.filled(count: 200)
        let everything = try await harness.cache.items(FeedItemQuery(limit: 500))
        try await harness.cache.setRead(everything.filter { $0.title != unread }.map(\.id), true)
        let presenter = harness.items(.feed(FeedHarness.tech))
        await presenter.onAppear()
        return (harness, presenter)
    }

    @Test func nextUnreadLoadsPagesOnTheWay() async throws {
        let (harness, presenter) = try await twoHundredItems(unreadOnly: "Item 170")
        #expect(presenter.unreadCount == 1)
        await presenter.selectNextUnread()
        #expect(presenter.selectedHeadline?.item.title == "Item 170")
        await presenter.selectNextUnread()
        #expect(harness.router.notice?.text == "No unread item below")
        #expect(presenter.selection.index == 170)
    }

    @Test func anEmptyListHasNothingToSearch() async throws {
        let harness = try FeedHarness()
        let presenter = harness.items(.feed(FeedHarness.tech))
        await presenter.onAppear()
        presenter.beginSearch()
        #expect(!presenter.search.isEditing)
        #expect(harness.router.notice?.text == "Nothing to search: the list is empty")
    }

    /// With unread items only above the selection, `n` goes on from the top, as newsboat does.
    @Test func nextUnreadGoesOnFromTheTop() async throws {
        let (harness, presenter) = try await twoHundredItems(unreadOnly: "Item 10")
        presenter.editSelection { $0.select(150) }
        await presenter.selectNextUnread()
        #expect(presenter.selectedHeadline?.item.title == "Item 10")
        #expect(harness.router.notice?.text == "No unread item below: went on from the top")
    }

    @Test func readAndBookmarkMarksChangeTheCacheAndTheRow() async throws {
        let harness = try await FeedHarness.filled(count: 3)
        let presenter = harness.items(.feed(FeedHarness.tech))
        await presenter.onAppear()
        #expect(presenter.row(at: 0).badges.contains(.unread))
        await presenter.toggleRead()
        #expect(presenter.unreadCount == 2)
        #expect(presenter.row(at: 0).isSeen)
        #expect(try await harness.cache.count(FeedItemQuery(unreadOnly: true)) == 2)
        await presenter.toggleBookmark()
        #expect(presenter.row(at: 0).badges.contains(.bookmarked))
        #expect(try await harness.cache.count(FeedItemQuery(bookmarkedOnly: true)) == 1)
        await presenter.markAllRead()
        #expect(presenter.unreadCount == 0)
        #expect(try await harness.cache.count(FeedItemQuery(unreadOnly: true)) == 0)
    }

    @Test func aTagListsItsFeedsAndAPremiumItemAsksForAnAccount() async throws {
        let harness = try FeedHarness()
        try await harness.fill(FeedHarness.tech, count: 2, prefix: "Tech")
        try await harness.fill(FeedHarness.club, count: 2, prefix: "Club", newest: 30)
        let club = harness.items(.tag("club"))
        await club.onAppear()
        #expect(club.count == 2)
        #expect(club.row(at: 0).badges.contains(.premium))
        await club.openSelected()
        #expect(harness.router.alert?.title == "Premium article")
        #expect(harness.router.top == .feeds)
        let all = harness.items(.all)
        await all.onAppear()
        #expect((0..<4).compactMap { all.headline(at: $0)?.item.title } == ["Club 0", "Tech 0", "Club 1", "Tech 1"])
    }

    /// A tag named like a built-in category opens a list titled as a tag, not as the category.
    @Test func aTagNamedLikeABuiltInCategoryIsTitledAsATag() throws {
        let harness = try FeedHarness()
        #expect(harness.items(.tag("Bookmarks")).title == "Bookmarks (tag)")
        #expect(harness.items(.bookmarks).title == "Bookmarks")
        #expect(harness.items(.tag("club")).title == "club")
    }

    @Test func refreshingThisListAsksForItsFeedsOnly() async throws {
        let asked = AskedFeeds()
        let harness = try FeedHarness(runner: FeedRefreshRunner(refresh: { feeds, _ in await asked.add(feeds) }, lastRefresh: { nil }))
        let presenter = harness.items(.tag("club"))
        await presenter.onAppear()
        presenter.refresh(onlyThisList: true)
        await harness.activity.task?.value
        presenter.refresh(onlyThisList: false)
        await harness.activity.task?.value
        #expect(await asked.feeds == [[FeedHarness.club], nil])
    }

    /// `r` on the items of a feed that another shell removed from the list since: nothing is
    /// fetched and a notice says why, instead of a failure that Feeds would not show.
    @Test func refreshingAFeedRemovedFromTheListSaysSoAndFetchesNothing() async throws {
        let asked = AskedFeeds()
        let harness = try FeedHarness(runner: FeedRefreshRunner(refresh: { feeds, _ in await asked.add(feeds) }, lastRefresh: { nil }))
        let presenter = harness.items(.feed(FeedHarness.tech))
        await presenter.onAppear()
        try harness.list.remove(try FeedAddress(FeedHarness.tech))
        presenter.refresh(onlyThisList: true)
        await harness.activity.task?.value
        #expect(await asked.feeds.isEmpty)
        #expect(harness.activity.statusText() == nil, "no refresh ran, so none failed")
        #expect(harness.router.notice?.text == "https://tech.example.org/feed is no longer in the feed list: it was not refreshed")
    }
}

/// The feeds each refresh was asked for.
actor AskedFeeds {
    var feeds: [[String]?] = []
    func add(_ asked: [String]?) { feeds.append(asked) }
}
