import Domain
import DomainDoubles
import Foundation
@testable import Presentation
import Testing

/// The reader's `J` `K` `n` `p`: the list it was opened from, without going back to it.
@MainActor
@Suite("FeedArticlePresenter: walking the list")
struct FeedArticleWalkTests {
    /// Tech's items newest first ("Item 0" …), with their ids.
    static func filled(_ harness: FeedHarness, count: Int) async throws -> [Int64] {
        try await harness.fill(FeedHarness.tech, count: count)
        return try await harness.cache.items(FeedItemQuery(limit: count)).map(\.id)
    }

    static let tech = FeedItemScope.feed(FeedHarness.tech)

    @Test func nextAndPreviousItemReplaceTheReaderKeepingTheList() async throws {
        let harness = try FeedHarness()
        let ids = try await Self.filled(harness, count: 3)
        harness.router.push(.feedArticle(id: ids[1], place: FeedItemPlace(scope: Self.tech, index: 1)))
        let reader = harness.article(ids[1], place: FeedItemPlace(scope: Self.tech, index: 1))
        await reader.showNeighbour(1)
        #expect(harness.router.top == .feedArticle(id: ids[2], place: FeedItemPlace(scope: Self.tech, index: 2)))
        #expect(harness.router.path.count == 3, "the reader is replaced, not stacked: Esc goes back to the list")
        await reader.showNeighbour(-1)
        #expect(harness.router.top == .feedArticle(id: ids[0], place: FeedItemPlace(scope: Self.tech, index: 0)))

        let last = harness.article(ids[2], place: FeedItemPlace(scope: Self.tech, index: 2))
        await last.showNeighbour(1)
        #expect(harness.router.notice?.text == "This is the last item")
        let first = harness.article(ids[0], place: FeedItemPlace(scope: Self.tech, index: 0))
        await first.showNeighbour(-1)
        #expect(harness.router.notice?.text == "This is the first item")
    }

    @Test func theItemIsFoundWhereARefreshMovedIt() async throws {
        let harness = try FeedHarness()
        let ids = try await Self.filled(harness, count: 3)
        // Three newer items arrive above: the item hinted at index 1 is now at index 4.
        for second in 1...3 { try await harness.fill(FeedHarness.tech, count: 1, prefix: "New \(second)", newest: Double(second)) }
        let reader = harness.article(ids[1], place: FeedItemPlace(scope: Self.tech, index: 1))
        await reader.showNeighbour(1)
        #expect(harness.router.top == .feedArticle(id: ids[2], place: FeedItemPlace(scope: Self.tech, index: 5)))
    }

    @Test func nextAndPreviousUnreadSkipReadItemsAcrossWindows() async throws {
        let harness = try FeedHarness()
        let ids = try await Self.filled(harness, count: 130)
        try await harness.cache.setRead(Array(ids[1..<120]), true)
        let reader = harness.article(ids[0], place: FeedItemPlace(scope: Self.tech, index: 0))
        await reader.showUnread(forward: true)
        #expect(harness.router.top == .feedArticle(id: ids[120], place: FeedItemPlace(scope: Self.tech, index: 120)),
                "past two windows of read items")

        let back = harness.article(ids[120], place: FeedItemPlace(scope: Self.tech, index: 120))
        await back.showUnread(forward: false)
        #expect(harness.router.top == .feedArticle(id: ids[0], place: FeedItemPlace(scope: Self.tech, index: 0)))
        await harness.article(ids[0], place: FeedItemPlace(scope: Self.tech, index: 0)).showUnread(forward: false)
        #expect(harness.router.notice?.text == "No unread item above: went on from the bottom")
        #expect(harness.router.top == .feedArticle(id: ids[129], place: FeedItemPlace(scope: Self.tech, index: 129)))

        // As the list's n: with none below, from the top, and saying so (ids[0] is still unread).
        try await harness.cache.setRead(Array(ids[120...]), true)
        await harness.article(ids[5], place: FeedItemPlace(scope: Self.tech, index: 5)).showUnread(forward: true)
        #expect(harness.router.notice?.text == "No unread item below: went on from the top")
        #expect(harness.router.top == .feedArticle(id: ids[0], place: FeedItemPlace(scope: Self.tech, index: 0)))

        try await harness.cache.setRead([ids[0]], true)
        await harness.article(ids[5], place: FeedItemPlace(scope: Self.tech, index: 5)).showUnread(forward: true)
        #expect(harness.router.notice?.text == "No unread item below")
    }

    @Test func theOnlyUnreadItemLeftIsNotThisOne() async throws {
        let harness = try FeedHarness()
        let ids = try await Self.filled(harness, count: 3)
        try await harness.cache.setRead([ids[0], ids[2]], true)
        // The item shown is unread (a locked one stays so): n does not go round to it.
        await harness.article(ids[1], place: FeedItemPlace(scope: Self.tech, index: 1)).showUnread(forward: true)
        #expect(harness.router.notice?.text == "No unread item below")
    }

    @Test func fromNoListTheKeysWalkEveryFeedNewestFirst() async throws {
        let harness = try FeedHarness()
        let ids = try await Self.filled(harness, count: 2)
        await harness.article(ids[0]).showNeighbour(1)
        #expect(harness.router.top == .feedArticle(id: ids[1], place: FeedItemPlace(scope: .all, index: 1)))
    }
}
