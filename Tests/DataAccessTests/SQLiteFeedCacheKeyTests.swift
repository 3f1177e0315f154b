import DataAccess
import Domain
import Foundation
import Testing

/// Items without a guid that share a link (or a title, undated) stay apart, are found again on the
/// next fetch, and the items of one fetch are listed in the document's order when they tie on date.
@Suite("SQLiteFeedCache: item keys and order")
struct SQLiteFeedCacheKeyTests {
    let fixture: FeedCacheFixture
    init() throws { fixture = try FeedCacheFixture() }

    static let homepage = "https://site.example/"

    static func story(_ number: Int, published: Double? = nil) -> FetchedItem {
        fetchedItem(link: homepage, title: "Story \(number)", published: published, summary: "Text \(number)")
    }

    @Test func itemsSharingALinkAreKeptApartAndFoundAgain() async throws {
        let stories = (0..<5).map { Self.story($0, published: Double(100 - $0)) }
        #expect(try await fixture.store(stories) == 5)
        let first = try #require(try await fixture.all().first { $0.title == "Story 2" })
        try await fixture.cache.setRead([first.id], true)
        #expect(try await fixture.store(stories, at: 5) == 0)
        let items = try await fixture.all()
        #expect(items.map(\.title) == (0..<5).map { "Story \($0)" })
        #expect(items.first { $0.id == first.id }?.isRead == true)
    }

    @Test func undatedItemsSharingATitleAreKeptApartByTheirText() async throws {
        let digests = (1...3).map { fetchedItem(title: "Daily digest", summary: "Digest \($0)") }
        #expect(try await fixture.store(digests) == 3)
        #expect(try await fixture.store(digests, at: 5) == 0)
        #expect(try await fixture.all().map(\.summaryText) == ["Digest 1", "Digest 2", "Digest 3"])
    }

    @Test func anItemKeepsItsRowWhenAnotherComesToShareItsLinkAndWhenItGoesAgain() async throws {
        #expect(try await fixture.store([Self.story(1, published: 10)]) == 1)
        let alone = try #require(try await fixture.all().first)
        try await fixture.cache.setRead([alone.id], true)
        #expect(try await fixture.store([Self.story(2, published: 20), Self.story(1, published: 10)], at: 5) == 1)
        #expect(try await fixture.store([Self.story(1, published: 10)], at: 6) == 0)
        let items = try await fixture.all()
        #expect(items.map(\.title) == ["Story 2", "Story 1"])
        let story = try #require(items.first { $0.title == "Story 1" })
        #expect(story.id == alone.id && story.isRead)
    }

    @Test func theSameItemTwiceWithoutAGuidIsStoredOnce() async throws {
        #expect(try await fixture.store([Self.story(1), Self.story(1), Self.story(2)]) == 2)
    }

    @Test func itemsThatTieOnDateKeepTheDocumentsOrder() async throws {
        try await fixture.store((0..<4).map { fetchedItem(link: "https://a/\($0)", title: "Undated \($0)") })
        try await fixture.store((0..<3).map { fetchedItem(link: "https://b/\($0)", title: "Same \($0)", published: 50) })
        #expect(try await fixture.all().map(\.title) == ["Same 0", "Same 1", "Same 2", "Undated 0", "Undated 1", "Undated 2", "Undated 3"])
        let newOnTop = fetchedItem(link: "https://a/new", title: "Undated new")
        #expect(try await fixture.store([newOnTop] + (0..<4).map { fetchedItem(link: "https://a/\($0)", title: "Undated \($0)") }, at: 5) == 1)
        let undated = try await fixture.all().map(\.title).filter { $0.hasPrefix("Undated") }
        #expect(undated == ["Undated new", "Undated 0", "Undated 1", "Undated 2", "Undated 3"])
    }
}
