@testable import DataAccess
import Domain
import Foundation
import GRDB
import Testing

/// Every list window and count is read from an index in the list's order: no full scan of
/// `item`, no temporary b-tree to sort.
@Suite("SQLiteFeedCache: query plans")
struct FeedCacheQueryPlanTests {
    static let feed = "https://one.example/feed"

    func plan(_ sql: String, _ arguments: StatementArguments) throws -> String {
        let fixture = try FeedCacheFixture()
        return try fixture.database.pool.read { db in
            try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + sql, arguments: arguments).map { $0["detail"] as String }
                .joined(separator: "\n")
        }
    }

    @Test(arguments: [
        (FeedItemQuery(), "item_by_date"),
        (FeedItemQuery(unreadOnly: true), "item_by_read"),
        (FeedItemQuery(bookmarkedOnly: true), "item_bookmarked_by_date"),
        (FeedItemQuery(feeds: [feed]), "item_by_feed"),
        (FeedItemQuery(feeds: [feed], unreadOnly: true), "item_by_feed_read"),
    ])
    func windowsReadAnIndexInOrder(query: FeedItemQuery, index: String) throws {
        let filter = FeedItemFilter(query)
        let plan = try plan(filter.windowSQL, filter.arguments + [50, 100])
        #expect(plan.contains("USING INDEX \(index)"), "\(plan)")
        #expect(!plan.contains("TEMP B-TREE"), "\(plan)")
        #expect(!plan.contains("SCAN item\n") && !plan.hasSuffix("SCAN item"), "\(plan)")
    }

    @Test(arguments: [FeedItemQuery(unreadOnly: true), FeedItemQuery(feeds: [feed]), FeedItemQuery(feeds: [feed], unreadOnly: true)])
    func countsReadACoveringIndex(query: FeedItemQuery) throws {
        let filter = FeedItemFilter(query)
        let plan = try plan(filter.countSQL, filter.arguments)
        #expect(plan.contains("COVERING INDEX"), "\(plan)")
    }

    @Test func statusCountsReadTheFeedIndexes() throws {
        let plan = try plan("""
            SELECT (SELECT count(*) FROM item WHERE item.feed = feed.url AND read = 0),
                (SELECT count(*) FROM item WHERE item.feed = feed.url) FROM feed
            """, [])
        #expect(plan.contains("COVERING INDEX item_by_feed_read (feed=? AND read=?)"), "\(plan)")
        #expect(plan.contains("COVERING INDEX item_by_feed (feed=?)"), "\(plan)")
    }
}
