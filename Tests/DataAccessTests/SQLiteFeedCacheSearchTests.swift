import DataAccess
import Domain
import Foundation
import Testing

/// A search in the SQLite cache finds what the in-memory rule (`FeedItemQuery.admits`, as
/// `TextMatch` compares) finds, through each of its SQL shapes: one feed, several, unread and
/// bookmarked.
@Suite("SQLiteFeedCache: searching titles and summaries")
struct SQLiteFeedCacheSearchTests {
    let fixture: FeedCacheFixture
    init() throws { fixture = try FeedCacheFixture() }

    static let texts: [(title: String, summary: String)] = [
        ("Café crème at dawn", ""), ("CAFE OPENS", "downtown"), ("Plain news", "A hidden café in the summary"),
        ("古装剧《长安小吏》收视夺冠", "中文"), ("100% sure", "odds"), ("a_b test", "underscore"), ("Nothing", "at all"),
    ]

    static let queries = ["cafe", "CAFÉ", "长安", "%", "_", "a_b", "summary", "  café  ", "absent", "   "]

    /// Stores the texts over two feeds, one item in three read and the first bookmarked.
    func filled() async throws -> [FeedItem] {
        let items = Self.texts.enumerated().map { index, text in
            fetchedItem(guid: "g\(index)", title: text.title, published: Double(index), summary: text.summary)
        }
        try await fixture.store(Array(items.prefix(4)))
        try await fixture.store(Array(items.dropFirst(4)), feed: FeedCacheFixture.other)
        let stored = try await fixture.all()
        try await fixture.cache.setRead(stored.enumerated().filter { $0.offset % 3 == 0 }.map(\.element.id), true)
        try await fixture.cache.setBookmarked(try #require(stored.last).id, true)
        return try await fixture.all()
    }

    @Test("every query over every shape of list", arguments: queries)
    func findsWhatTheRuleFinds(searchText: String) async throws {
        let everything = try await filled()
        let shapes = [
            FeedItemQuery(limit: 100, searchText: searchText),
            FeedItemQuery(feeds: [FeedCacheFixture.feed], limit: 100, searchText: searchText),
            FeedItemQuery(feeds: [FeedCacheFixture.feed, FeedCacheFixture.other], limit: 100, searchText: searchText),
            FeedItemQuery(unreadOnly: true, limit: 100, searchText: searchText),
            FeedItemQuery(bookmarkedOnly: true, limit: 100, searchText: searchText),
        ]
        for query in shapes {
            let expected = everything.filter(query.admits).map(\.guid)
            #expect(try await fixture.all(query).map(\.guid) == expected, "\(query)")
            #expect(try await fixture.cache.count(query) == expected.count, "\(query)")
            // Both counts leave `unreadOnly` aside.
            let counts = try await fixture.cache.counts(query)
            var every = query, unread = query
            (every.unreadOnly, unread.unreadOnly) = (false, true)
            #expect(counts.all == everything.filter(every.admits).count, "\(query)")
            #expect(counts.unread == everything.filter(unread.admits).count, "\(query)")
        }
    }

    /// A feed that gives only its full text: its items are found by their content.
    @Test func anItemWithoutASummaryIsFoundByItsContent() async throws {
        try await fixture.store([
            fetchedItem(guid: "c", title: "Untold", published: 1, content: "The whole story of the lighthouse keeper"),
            fetchedItem(guid: "b", title: "Told", published: 2, summary: "A summary", content: "A lighthouse in the content only"),
        ])
        let query = FeedItemQuery(limit: 100, searchText: "LIGHTHOUSE")
        #expect(try await fixture.all(query).map(\.guid) == ["c"], "an item with a summary is searched in its summary")
        #expect(try await fixture.cache.count(query) == 1)
    }

    @Test func theRuleFindsTitlesAndSummariesInAnyCaseAccentsAndScript() async throws {
        let everything = try await filled()
        let found = { (text: String) in everything.filter(FeedItemQuery(searchText: text).admits).map(\.title).sorted() }
        #expect(found("cafe") == ["CAFE OPENS", "Café crème at dawn", "Plain news"])
        #expect(found("长安") == ["古装剧《长安小吏》收视夺冠"])
        #expect(found("%") == ["100% sure"])
        #expect(found("_") == ["a_b test"])
        #expect(found("   ").count == Self.texts.count)
    }

    @Test func markingAllReadWhileSearchingMarksOnlyTheItemsFound() async throws {
        _ = try await filled()
        try await fixture.cache.markAllRead(FeedItemQuery(searchText: "cafe"))
        // Before: "CAFE OPENS", "Plain news" (café in its summary), "100% sure" and "a_b test" unread.
        let unread = try await fixture.all(FeedItemQuery(unreadOnly: true, limit: 100)).map(\.title)
        #expect(unread == ["a_b test", "100% sure"])
    }
}
