import DataAccess
import Domain
import Foundation
import Testing

/// A feed whose generator puts a session id or the time into every guid lists the same article
/// under a new guid at each fetch: it stays one item, its marks kept, and only such an item.
@Suite("SQLiteFeedCache: guids that change at every fetch")
struct SQLiteFeedCacheChurnedGuidTests {
    let fixture: FeedCacheFixture
    init() throws { fixture = try FeedCacheFixture() }

    static func article(session: Int, _ number: Int = 1, published: Double = 100) -> FetchedItem {
        fetchedItem(guid: "https://site.example/a/\(number)?sid=\(session)", link: "https://site.example/a/\(number)",
                    title: "Article \(number)", published: published, summary: "Text \(number), fetch \(session)")
    }

    @Test func anArticleUnderANewGuidAtEachFetchStaysOneItemWithItsMarks() async throws {
        #expect(try await fixture.store([Self.article(session: 1), Self.article(session: 1, 2, published: 90)]) == 2)
        let first = try #require(try await fixture.all().first { $0.title == "Article 1" })
        try await fixture.cache.setRead([first.id], true)
        try await fixture.cache.setBookmarked(first.id, true)
        #expect(try await fixture.store([Self.article(session: 2), Self.article(session: 2, 2, published: 90)], at: 5) == 0)
        #expect(try await fixture.store([Self.article(session: 3), Self.article(session: 3, 2, published: 90)], at: 9) == 0)
        let items = try await fixture.all()
        #expect(items.map(\.title) == ["Article 1", "Article 2"])
        let kept = try #require(items.first)
        #expect(kept.id == first.id && kept.isRead && kept.isBookmarked)
        #expect(kept.firstSeen == instant(0))
        #expect(kept.guid == "https://site.example/a/1?sid=3" && kept.summaryText == "Text 1, fetch 3")
        // Found again under the guid it moved to.
        #expect(try await fixture.store([Self.article(session: 3)], at: 12) == 0)
    }

    @Test func itemsSharingALinkAndTitleButNotTheDateStayApart() async throws {
        let digest = { (day: Int) in
            fetchedItem(guid: "digest-\(day)", link: "https://site.example/", title: "Daily digest", published: Double(day) * 86_400)
        }
        #expect(try await fixture.store([digest(1)]) == 1)
        #expect(try await fixture.store([digest(2)], at: 86_400) == 1)
        #expect(try await fixture.all().map(\.guid) == ["digest-2", "digest-1"])
    }

    @Test func anItemWhoseOldGuidTheFetchStillListsIsAnotherItem() async throws {
        #expect(try await fixture.store([Self.article(session: 1)]) == 1)
        #expect(try await fixture.store([Self.article(session: 1), Self.article(session: 2)], at: 5) == 1)
        #expect(try await fixture.all().map(\.guid).sorted() == ["https://site.example/a/1?sid=1", "https://site.example/a/1?sid=2"])
    }

    @Test func itemsAFetchListsAlikeTwiceAreNotTakenForAnOldOne() async throws {
        #expect(try await fixture.store([Self.article(session: 1)]) == 1)
        let twins = [Self.article(session: 2), fetchedItem(guid: "twin", link: "https://site.example/a/1", title: "Article 1", published: 100)]
        #expect(try await fixture.store(twins, at: 5) == 2)
        #expect(try await fixture.all().count == 3)
    }

    @Test func anUndatedItemOrOneWithoutALinkIsNotMatchedByItsLooks() async throws {
        let undated = { (session: Int) in fetchedItem(guid: "u\(session)", link: "https://site.example/u", title: "Undated") }
        let unlinked = { (session: Int) in fetchedItem(guid: "n\(session)", title: "No link", published: 50) }
        #expect(try await fixture.store([undated(1), unlinked(1)]) == 2)
        #expect(try await fixture.store([undated(2), unlinked(2)], at: 5) == 2)
    }

    @Test func anotherFeedsItemIsNeverTaken() async throws {
        #expect(try await fixture.store([Self.article(session: 1)], feed: FeedCacheFixture.other) == 1)
        let theirs = try #require(try await fixture.all().first)
        #expect(try await fixture.store([Self.article(session: 2)], at: 5) == 1)
        let items = try await fixture.all()
        #expect(items.count == 2)
        #expect(items.first { $0.id == theirs.id }?.feed == FeedCacheFixture.other)
        #expect(items.first { $0.id == theirs.id }?.guid == "https://site.example/a/1?sid=1")
    }
}
