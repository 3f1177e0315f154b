import DataAccess
import Domain
import Foundation
import Testing

/// A search overtaken by more typing is cancelled, and its read of every item stops there (GRDB
/// interrupts SQLite when the task that awaits the read is cancelled), instead of holding a
/// reader and a core until it ends while the next search reads.
@Suite("SQLiteFeedCache: a cancelled search stops reading")
struct SQLiteFeedCacheSearchCancelTests {
    @Test func aCancelledSearchStopsItsReadAtOnce() async throws {
        let fixture = try FeedCacheFixture(maximumPerFeed: 0)
        let summary = String(repeating: "An ordinary paragraph about the weather, café and all. ", count: 16)
        for feed in 0..<2 {
            let items = (0..<4_000).map { fetchedItem(guid: "\(feed)-\($0)", title: "Item \($0)", summary: summary) }
            try await fixture.store(items, feed: "https://f\(feed).example/feed")
        }
        // A query no item holds: its read folds every title and summary.
        let query = FeedItemQuery(searchText: "no such words")
        let clock = ContinuousClock()
        let started = clock.now
        #expect(try await fixture.cache.counts(query).all == 0)
        let whole = clock.now - started
        let search = Task { try await fixture.cache.counts(query) }
        try await Task.sleep(for: whole / 10)
        let cancelled = clock.now
        search.cancel()
        let result = await search.result
        let stopped = clock.now - cancelled
        #expect(throws: CancellationError.self) { try result.get() }
        #expect(stopped < whole / 3, "the read went on for \(stopped) of the \(whole) a whole search takes")
        // The next search reads as it would have alone, on a reader the cancelled one gave back.
        let next = try await fixture.cache.counts(FeedItemQuery(searchText: "weather"))
        #expect(next.all == 8_000 && next.unread == 8_000)
    }
}
