import Domain
import DomainDoubles
import Foundation
import Testing

/// The cache double keeps the protocol's rules, so interactor tests over it mean something.
@Suite("FakeFeedCache")
struct FakeFeedCacheTests {
    let feed = "https://one.example/feed"

    func item(guid: String = "", link: String = "", title: String, published: Date? = nil) -> FetchedItem {
        var item = FetchedItem()
        (item.guid, item.link, item.title, item.published) = (guid, link, title, published)
        return item
    }

    @Test func itemsAreMatchedByGuidThenLinkThenTitleAndDateAndKeepTheirState() throws {
        let cache = FakeFeedCache()
        let first = [item(guid: "g", title: "A"), item(link: "https://l", title: "B"), item(title: "C", published: referenceNow)]
        #expect(try cache.store(FetchedFeed(title: "F", siteLink: "", items: first), feed: feed, validators: .init(), at: referenceNow).newItems == 3)
        let ids = cache.items(FeedItemQuery()).map(\.id)
        try cache.setRead(ids, true)
        let again = [item(guid: "g", title: "A2"), item(link: "https://l", title: "B2"), item(title: "C", published: referenceNow)]
        #expect(try cache.store(FetchedFeed(title: "F", siteLink: "", items: again), feed: feed, validators: .init(), at: referenceNow).newItems == 0)
        #expect(Set(cache.allItems.map(\.title)) == ["A2", "B2", "C"])
        #expect(cache.allItems.allSatisfy { $0.isRead })
        #expect(Set(cache.allItems.map(\.id)) == Set(ids))
    }

    @Test func anItemUnderANewGuidIsTheOneItLooksLikeOnlyWhenItsOldGuidIsGone() throws {
        let cache = FakeFeedCache()
        let article = { (guid: String) in self.item(guid: guid, link: "https://l/a", title: "A", published: referenceNow) }
        try cache.store(FetchedFeed(title: "F", siteLink: "", items: [article("s1")]), feed: feed, validators: .init(), at: referenceNow)
        let first = try #require(cache.allItems.first)
        #expect(try cache.store(FetchedFeed(title: "F", siteLink: "", items: [article("s2")]), feed: feed, validators: .init(), at: referenceNow).newItems == 0)
        #expect(cache.allItems.map(\.id) == [first.id] && cache.allItems.map(\.guid) == ["s2"])
        #expect(try cache.store(FetchedFeed(title: "F", siteLink: "", items: [article("s2"), article("s3")]), feed: feed, validators: .init(), at: referenceNow).newItems == 1)
    }

    @Test func pruningDropsTheOldestButNeverABookmark() throws {
        let cache = FakeFeedCache(maximumPerFeed: 2)
        let old = [item(guid: "1", title: "1", published: referenceNow - 3), item(guid: "2", title: "2", published: referenceNow - 2)]
        try cache.store(FetchedFeed(title: "F", siteLink: "", items: old), feed: feed, validators: .init(), at: referenceNow)
        let oldest = try #require(cache.allItems.first { $0.guid == "1" })
        try cache.setBookmarked(oldest.id, true)
        try cache.store(FetchedFeed(title: "F", siteLink: "", items: [item(guid: "3", title: "3", published: referenceNow)]),
                        feed: feed, validators: .init(), at: referenceNow)
        #expect(cache.items(FeedItemQuery()).map(\.guid) == ["3", "2", "1"], "the newest 2, and the bookmark")
        let big = (4...6).map { item(guid: "\($0)", title: "\($0)", published: referenceNow + Double($0)) }
        try cache.store(FetchedFeed(title: "F", siteLink: "", items: big), feed: feed, validators: .init(), at: referenceNow)
        #expect(cache.items(FeedItemQuery()).map(\.guid) == ["6", "5", "4", "1"], "a fetch larger than the maximum is kept")
    }
}
