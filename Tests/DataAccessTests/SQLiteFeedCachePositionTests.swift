import DataAccess
import Domain
import Testing

/// `position(of:in:)` counts what the list shows above an item, for every kind of list: the
/// same place as reading the list would find, and nil for an item the list does not hold.
@Suite("SQLiteFeedCache: an item's place in a list")
struct SQLiteFeedCachePositionTests {
    @Test func theCountedPlaceIsWhereTheListHasTheItem() async throws {
        let fixture = try FeedCacheFixture()
        // Two items share a date, so the tie goes by id, as the list orders them.
        let dates: [Double] = [5, 9, 9, 1, 7, 3]
        try await fixture.store(dates.enumerated().map { index, date in
            fetchedItem(guid: "a\(index)", title: index.isMultiple(of: 2) ? "café \(index)" : "tea \(index)", published: date)
        })
        try await fixture.store([fetchedItem(guid: "b", title: "café b", published: 8)], feed: FeedCacheFixture.other)
        let all = try await fixture.all()
        try await fixture.cache.setRead([all[1].id, all[4].id], true)
        let queries = [
            FeedItemQuery(limit: 100), FeedItemQuery(feeds: [FeedCacheFixture.feed], limit: 100),
            FeedItemQuery(unreadOnly: true, limit: 100), FeedItemQuery(limit: 100, searchText: "CAFE"),
            FeedItemQuery(feeds: [FeedCacheFixture.feed, FeedCacheFixture.other], unreadOnly: true, limit: 100, searchText: "café"),
        ]
        for query in queries {
            let listed = try await fixture.cache.items(query).map(\.id)
            for item in all {
                #expect(try await fixture.cache.position(of: item.id, in: query) == listed.firstIndex(of: item.id),
                        "\(item.title) in \(query)")
            }
        }
        #expect(try await fixture.cache.position(of: 999_999, in: FeedItemQuery()) == nil)
    }
}
