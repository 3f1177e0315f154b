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
    @Test func shiftNKeepsTheItemUnreadThenReadAgain() async throws {
        let harness = try FeedHarness()
        try await harness.fill(FeedHarness.tech, count: 1)
        let id = try await harness.cache.items(FeedItemQuery())[0].id
        let reader = harness.article(id)
        await reader.onAppear()
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
        let harness = try FeedHarness(runner: runner)
        try await harness.fill(FeedHarness.tech, count: 1)
        let reader = harness.article(try await harness.cache.items(FeedItemQuery())[0].id)
        await reader.onAppear()
        reader.refresh(onlyThisFeed: true)
        await harness.activity.task?.value
        reader.refresh(onlyThisFeed: false)
        await harness.activity.task?.value
        #expect(requested.withLock { $0 } == [[FeedHarness.tech], nil])
    }
}
