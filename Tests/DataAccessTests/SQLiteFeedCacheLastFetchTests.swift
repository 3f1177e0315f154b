import DataAccess
import Domain
import Foundation
import Testing

/// When each feed was last fetched, however it ended: what lets an auto-refresh tick be left out
/// after another aichats fetched every feed a moment ago.
@Suite("SQLiteFeedCache: the last fetches")
struct SQLiteFeedCacheLastFetchTests {
    @Test func aSuccessANotModifiedAndAFailureEachCountAsAFetch() async throws {
        let fixture = try FeedCacheFixture()
        let cache = fixture.cache, first = Date(timeIntervalSince1970: 1_000_000), later = first.addingTimeInterval(60)
        #expect(try await cache.lastFetches().isEmpty, "nothing fetched yet")
        try await cache.store(FetchedFeed(title: "One", siteLink: "", items: []), feed: FeedCacheFixture.feed,
                              validators: FeedValidators(), at: first)
        try await cache.recordFailure(feed: FeedCacheFixture.other, reason: "timed out", at: first)
        #expect(try await cache.lastFetches() == [FeedCacheFixture.feed: first, FeedCacheFixture.other: first])
        try await cache.recordFailure(feed: FeedCacheFixture.feed, reason: "the server answered 429", at: later)
        try await cache.recordNotModified(feed: FeedCacheFixture.other, at: later)
        #expect(try await cache.lastFetches() == [FeedCacheFixture.feed: later, FeedCacheFixture.other: later],
                "a failure after a success, and a success after a failure")
    }
}
