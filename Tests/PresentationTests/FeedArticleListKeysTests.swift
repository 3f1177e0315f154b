import Domain
import DomainDoubles
import Foundation
@testable import Presentation
import Synchronization
import Testing

/// The list's keys that act in a feed item's reader too: `N` read/unread, `R` and `r` refresh.
@MainActor
@Suite("FeedArticlePresenter: N, R and r")
struct FeedArticleListKeysTests {
    /// The reader on the one item stored in the tech feed, opened: marked read.
    private func readerOnOneItem(_ harness: FeedHarness) async throws -> FeedArticlePresenter {
        try await harness.fill(FeedHarness.tech, count: 1)
        let reader = harness.article(try await harness.cache.items(FeedItemQuery())[0].id)
        await reader.onAppear()
        return reader
    }

    @Test func shiftNKeepsTheItemUnreadThenReadAgain() async throws {
        let harness = try FeedHarness()
        let reader = try await readerOnOneItem(harness)
        let id = reader.itemID
        await reader.toggleRead()
        #expect(try await harness.cache.item(id: id)?.isRead == false)
        #expect(harness.router.notice?.text == "Marked unread: it stays so until you open it again")
        await reader.toggleRead()
        #expect(try await harness.cache.item(id: id)?.isRead == true)
        #expect(harness.router.notice?.text == "Marked read")
    }

    @Test func lowerRRefreshesTheItemsFeedAndUpperREveryFeed() async throws {
        let requested = Mutex<[[String]?]>([])
        let runner = FeedRefreshRunner(refresh: { feeds, _ in requested.withLock { $0.append(feeds) } }, lastRefresh: { nil })
        let reader = try await readerOnOneItem(FeedHarness(runner: runner))
        reader.refresh(onlyThisFeed: true)
        await reader.activity?.task?.value
        reader.refresh(onlyThisFeed: false)
        await reader.activity?.task?.value
        #expect(requested.withLock { $0 } == [[FeedHarness.tech], nil])
    }
}
