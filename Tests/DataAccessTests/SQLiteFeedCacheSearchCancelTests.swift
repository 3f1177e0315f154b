@testable import DataAccess
import Domain
import Foundation
import GRDB
import Testing

/// A search overtaken by more typing is cancelled, and its read of every item stops there (GRDB
/// interrupts SQLite when the task that awaits the read is cancelled), instead of holding a
/// reader and a core until it ends while the next search reads.
@Suite("SQLiteFeedCache: a cancelled search stops reading")
struct SQLiteFeedCacheSearchCancelTests {
    @Test func aCancelledSearchStopsItsReadAtOnce() async throws {
        let fixture = try FeedCacheFixture(maximumPerFeed: 0)
        try await fixture.store([fetchedItem(guid: "seed", title: "Seed")])
        // Written in one statement: stored one by one, they held the writing thread every other
        // suite's cache shares for seconds on a busy machine.
        let summary = String(repeating: "An ordinary paragraph about the weather, café and all. ", count: 16)
        try await fixture.database.write { db in
            try db.execute(sql: """
                WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 8000)
                INSERT INTO item (feed, dedupe_key, guid, title, first_seen, sort_date, summary_text)
                SELECT ?, 'k' || i, 'g' || i, 'Item ' || i, 0, 0, ? FROM n
                """, arguments: [FeedCacheFixture.feed, summary])
        }
        // A query no item holds: its read folds every title and summary.
        let query = FeedItemQuery(searchText: "no such words")
        let clock = ContinuousClock()
        let started = clock.now
        #expect(try await fixture.cache.counts(query).all == 0)
        let whole = clock.now - started
        let search = Task { try await fixture.cache.counts(query) }
        try await Task.sleep(for: whole / 10)
        search.cancel()
        // Not timed: on a busy machine the task waits seconds for a thread to resume on, with or
        // without its read. Read to its end, the search would return its counts instead.
        let result = await search.result
        #expect(throws: CancellationError.self, "the read was stopped, not read to its end") { try result.get() }
        // The next search reads as it would have alone, on a reader the cancelled one gave back.
        let next = try await fixture.cache.counts(FeedItemQuery(searchText: "weather"))
        #expect(next.all == 8_000 && next.unread == 8_000)
    }
}
