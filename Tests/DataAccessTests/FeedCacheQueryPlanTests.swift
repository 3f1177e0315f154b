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

    /// A tag's or every feed's list: the app names the feeds.
    static let feeds = (1...200).map { "https://\($0).example/feed" }

    @Test func aWindowOverSeveralFeedsSortsOnlyTheIdsOfTheFeedIndex() throws {
        let filter = FeedItemFilter(FeedItemQuery(feeds: Self.feeds))
        let plan = try plan(filter.windowSQL, filter.arguments + [50, 2000])
        #expect(plan.contains("COVERING INDEX item_by_feed (feed=?)"), "\(plan)")
        #expect(plan.contains("INTEGER PRIMARY KEY (rowid=?)"), "\(plan)")
    }

    @Test(arguments: [(false, "item_by_date"), (true, "item_by_read")])
    func aWindowOverEveryCachedFeedReadsTheDateIndexInOrder(unreadOnly: Bool, index: String) throws {
        let query = FeedItemQuery(feeds: Self.feeds, unreadOnly: unreadOnly)
        let filter = FeedItemFilter(query, cachedFeeds: Array(Self.feeds.prefix(150)))
        let plan = try plan(filter.windowSQL, filter.arguments + [50, 2000])
        #expect(plan.contains("USING INDEX \(index)") && !plan.contains("TEMP B-TREE"), "\(plan)")
        let notAll = FeedItemFilter(query, cachedFeeds: Self.feeds + ["https://hidden.example/feed"])
        #expect(notAll.conditions.contains { $0.hasPrefix("feed IN") }, "a cached feed not named keeps the condition")
    }

    @Test func theBookmarksOfSeveralFeedsAreCountedFromTheirPartialIndex() throws {
        let filter = FeedItemFilter(FeedItemQuery(feeds: Self.feeds, bookmarkedOnly: true))
        let plan = try plan(filter.countSQL, filter.arguments)
        #expect(plan.contains("item_bookmarked_by_date"), "\(plan)")
        #expect(!plan.contains("item_by_feed"), "\(plan)")
    }

    @Test(arguments: [FeedItemQuery(unreadOnly: true), FeedItemQuery(feeds: [feed]), FeedItemQuery(feeds: [feed], unreadOnly: true)])
    func countsReadACoveringIndex(query: FeedItemQuery) throws {
        let filter = FeedItemFilter(query)
        let plan = try plan(filter.countSQL, filter.arguments)
        #expect(plan.contains("COVERING INDEX"), "\(plan)")
    }

    /// A refresh of 50 feeds prunes each: a walk of its newest in `item_by_feed`, then a range of it.
    @Test func pruningReadsARangeOfTheFeedIndex() throws {
        let last = try plan(FeedItemWriter.lastKeptSQL, [Self.feed, 999])
        #expect(last.contains("COVERING INDEX item_by_feed (feed=?)") && !last.contains("TEMP B-TREE"), "\(last)")
        let prune = try plan(FeedItemWriter.pruneSQL, [Self.feed, "[]", 5.0, 7, ArticleReference.feedItemPrefix])
        #expect(prune.contains("USING INDEX item_by_feed (feed=? AND sort_date<?)"), "\(prune)")
    }

    /// A list opened again on its remembered item counts the rows above it as two ranges of an
    /// index, the newer dates and the same date's larger ids, never testing an OR on each entry.
    @Test(arguments: [
        (FeedItemQuery(), "item_by_date"), (FeedItemQuery(unreadOnly: true), "item_by_read"),
        (FeedItemQuery(feeds: [feed]), "item_by_feed"),
    ])
    func aPositionCountsTwoRangesOfACoveringIndex(query: FeedItemQuery, index: String) throws {
        let filter = FeedItemFilter(query)
        let plan = try plan(filter.positionSQL, filter.arguments + [5.0] + filter.arguments + [5.0, 7])
        #expect(plan.contains("COVERING INDEX \(index)") && plan.contains("sort_date>?)"), "\(plan)")
        #expect(plan.contains("sort_date=? AND id>?)"), "\(plan)")
    }

    @Test func statusCountsReadTheFeedIndexOnceInItsOrder() throws {
        let plan = try plan(SQLiteFeedCache.statusSQL, [])
        #expect(plan.contains("SCAN item USING COVERING INDEX item_by_feed_read"), "\(plan)")
        #expect(!plan.contains("TEMP B-TREE FOR GROUP BY"), "\(plan)")
    }
}
