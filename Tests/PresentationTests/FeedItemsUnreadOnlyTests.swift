import Domain
import DomainDoubles
import Foundation
@testable import Presentation
import Testing

/// `l` in an item list: only the unread items, and the reader's walk over them, in which the
/// item shown has left the list once read.
@MainActor
@Suite("FeedItemsPresenter: only the unread items")
struct FeedItemsUnreadOnlyTests {
    static let tech = FeedItemScope.feed(FeedHarness.tech)

    /// Tech's items newest first ("Item 0" …), those at `read` marked read; their ids.
    static func filled(_ harness: FeedHarness, count: Int, read: [Int]) async throws -> [Int64] {
        try await harness.fill(FeedHarness.tech, count: count)
        let ids = try await harness.cache.items(FeedItemQuery(limit: count)).map(\.id)
        try await harness.cache.setRead(read.map { ids[$0] }, true)
        return ids
    }

    @Test func lListsOnlyTheUnreadItemsAndOpensThemAsSuch() async throws {
        let harness = try FeedHarness()
        let ids = try await Self.filled(harness, count: 5, read: [1, 3])
        let list = harness.items(Self.tech)
        await list.onAppear()
        #expect(list.count == 5)

        await list.toggleUnreadOnly()
        #expect(list.showsUnreadOnly)
        #expect((0..<list.count).map { list.row(at: $0).title } == ["Item 0", "Item 2", "Item 4"])
        #expect(list.unreadCount == 3)
        list.editSelection { $0.move(by: 1) }
        await list.openSelected()
        #expect(harness.router.top == .feedArticle(
            id: ids[2], place: FeedItemPlace(scope: Self.tech, index: 1, unreadOnly: true)))

        await list.toggleUnreadOnly()
        #expect(list.count == 5)
        #expect(list.selectedHeadline?.id == ids[2], "every item again: the selected one stays selected")
    }

    /// Tech's list of eight items, those at `read` read, with the fifth selected, after `l`.
    static func unreadOnlyFromTheFifth(read: [Int]) async throws -> (list: FeedItemsPresenter, ids: [Int64]) {
        let harness = try FeedHarness()
        let ids = try await Self.filled(harness, count: 8, read: read)
        let list = harness.items(Self.tech)
        await list.onAppear()
        list.editSelection { $0.select(4) }
        await list.toggleUnreadOnly()
        return (list, ids)
    }

    @Test func lKeepsTheSelectedUnreadItemWhereItMovedTo() async throws {
        let (list, ids) = try await Self.unreadOnlyFromTheFifth(read: [0, 1, 2, 5])
        #expect((0..<list.count).map { list.row(at: $0).title } == ["Item 3", "Item 4", "Item 6", "Item 7"])
        #expect(list.selectedHeadline?.id == ids[4])
        list.editSelection { $0.move(by: 1) }
        await list.toggleUnreadOnly()
        #expect(list.selectedHeadline?.id == ids[6])
        #expect(list.selection.index == 6)
    }

    @Test func lOnAReadItemSelectsTheNearestUnreadOne() async throws {
        let (list, ids) = try await Self.unreadOnlyFromTheFifth(read: [3, 4, 5, 7])
        #expect(list.selectedHeadline?.id == ids[6], "the one below first")
        await list.toggleUnreadOnly()
        list.editSelection { $0.select(7) }
        await list.toggleUnreadOnly()
        #expect(list.selectedHeadline?.id == ids[6], "else the one above")
    }

    @Test func theReaderWalksTheUnreadItemsAfterTheOneItShowsLeftTheList() async throws {
        let harness = try FeedHarness()
        let ids = try await Self.filled(harness, count: 6, read: [1, 3])
        // The unread list was Item 0, 2, 4, 5; Item 2 (index 1) is shown, so read.
        try await harness.cache.setRead([ids[2]], true)
        let place = FeedItemPlace(scope: Self.tech, index: 1, unreadOnly: true)
        await harness.article(ids[2], place: place).showNeighbour(1)
        #expect(harness.router.top == .feedArticle(id: ids[4], place: place), "Item 4 took its place")
        await harness.article(ids[2], place: place).showNeighbour(-1)
        #expect(harness.router.top == .feedArticle(
            id: ids[0], place: FeedItemPlace(scope: Self.tech, index: 0, unreadOnly: true)))
        await harness.article(ids[2], place: place).showUnread(forward: true)
        #expect(harness.router.top == .feedArticle(id: ids[4], place: place))

        // Marked unread again in the reader (N): still in the list, the walk goes on from it.
        try await harness.cache.setRead([ids[2]], false)
        await harness.article(ids[2], place: place).showNeighbour(1)
        #expect(harness.router.top == .feedArticle(
            id: ids[4], place: FeedItemPlace(scope: Self.tech, index: 2, unreadOnly: true)))
    }

    @Test func backFromTheReaderTheReadItemIsGoneAndTheNextOneSelected() async throws {
        let harness = try FeedHarness()
        let ids = try await Self.filled(harness, count: 4, read: [])
        let list = harness.items(Self.tech)
        await list.onAppear()
        await list.toggleUnreadOnly()
        list.editSelection { $0.move(by: 1) }
        try await harness.cache.setRead([ids[1]], true)
        await list.onReappear()
        #expect((0..<list.count).map { list.row(at: $0).title } == ["Item 0", "Item 2", "Item 3"])
        #expect(list.selectedHeadline?.id == ids[2])
    }
}
