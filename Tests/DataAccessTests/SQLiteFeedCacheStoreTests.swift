import DataAccess
import Domain
import Foundation
import Testing

/// How a fetch is matched to the cached items, updates them in place and is pruned.
@Suite("SQLiteFeedCache: storing fetches")
struct SQLiteFeedCacheStoreTests {
    let fixture: FeedCacheFixture
    init() throws { fixture = try FeedCacheFixture() }

    @Test func anItemWithAGuidIsFoundAgainByItsGuidWhateverElseChanged() async throws {
        #expect(try await fixture.store([fetchedItem(guid: "g1", link: "https://a/1", title: "Old", published: 10)]) == 1)
        #expect(try await fixture.store([fetchedItem(guid: "g1", link: "https://a/moved", title: "New", published: 20)], at: 5) == 0)
        let items = try await fixture.all()
        #expect(items.map(\.title) == ["New"])
        #expect(items.map(\.link) == ["https://a/moved"])
        #expect(items.first?.firstSeen == instant(0))
        #expect(items.first?.published == instant(20))
    }

    @Test func anItemWithoutAGuidIsFoundAgainByItsLink() async throws {
        #expect(try await fixture.store([fetchedItem(link: "https://a/1", title: "Old")]) == 1)
        #expect(try await fixture.store([fetchedItem(link: "https://a/1", title: "New"), fetchedItem(link: "https://a/2")], at: 5) == 1)
        #expect(try await fixture.all().map(\.title) == ["", "New"])
    }

    @Test func anItemWithNeitherIsFoundAgainByItsTitleAndDate() async throws {
        let item = fetchedItem(title: "Same", published: 10, summary: "first")
        #expect(try await fixture.store([item, fetchedItem(title: "Same", published: 11)]) == 2)
        #expect(try await fixture.store([fetchedItem(title: "Same", published: 10, summary: "edited")], at: 5) == 0)
        #expect(try await fixture.store([fetchedItem(title: "Other", published: 10)], at: 6) == 1)
        let items = try await fixture.all()
        #expect(items.count == 3)
        #expect(items.first { $0.published == instant(10) && $0.title == "Same" }?.summaryText == "edited")
    }

    @Test func itemsWithOnlyADescriptionStayApartAndAreFoundAgainByIt() async throws {
        let episodes = [fetchedItem(summary: "Episode one"), fetchedItem(summary: "Episode two"), fetchedItem(summary: "three")]
        #expect(try await fixture.store(episodes) == 3)
        #expect(try await fixture.store(episodes + [fetchedItem(summary: "Episode four")], at: 5) == 1)
        #expect(try await fixture.all().map(\.summaryText).sorted() == ["Episode four", "Episode one", "Episode two", "three"])
    }

    @Test func aChangedItemKeepsItsIdReadAndBookmarkState() async throws {
        try await fixture.store([fetchedItem(guid: "g1", title: "Old"), fetchedItem(guid: "g2", title: "Two")])
        let before = try await fixture.all()
        let first = try #require(before.first { $0.guid == "g1" })
        try await fixture.cache.setRead([first.id], true)
        try await fixture.cache.setBookmarked(first.id, true)
        try await fixture.store([fetchedItem(guid: "g1", title: "Changed")], at: 30)
        let after = try #require(try await fixture.cache.item(id: first.id))
        #expect(after.title == "Changed")
        #expect(after.isRead && after.isBookmarked)
        #expect(after.firstSeen == instant(0))
        #expect(try await fixture.all().count == 2, "an item missing from a fetch stays")
    }

    @Test func theSameItemTwiceInOneFetchIsStoredOnce() async throws {
        #expect(try await fixture.store([fetchedItem(guid: "x", title: "1"), fetchedItem(guid: "x", title: "2")]) == 1)
        #expect(try await fixture.all().map(\.title) == ["1"], "the first entry, as newsboat keeps it")
    }

    @Test func pruningDropsTheOldestButKeepsBookmarksAndTheFetchJustStored() async throws {
        let fixture = try FeedCacheFixture(maximumPerFeed: 3)
        try await fixture.store((1...3).map { fetchedItem(guid: "old\($0)", published: Double($0)) })
        let oldest = try #require(try await fixture.all().first { $0.guid == "old1" })
        try await fixture.cache.setBookmarked(oldest.id, true)
        try await fixture.store((4...5).map { fetchedItem(guid: "new\($0)", published: Double($0)) }, at: 10)
        #expect(try await fixture.all().map(\.guid) == ["new5", "new4", "old3", "old1"], "the newest 3, and the bookmark")
        // A fetch larger than the maximum is kept whole: pruning it would make it new again next time.
        try await fixture.store((6...10).map { fetchedItem(guid: "big\($0)", published: Double($0)) }, at: 20)
        #expect(try await fixture.all().map(\.guid) == ["big10", "big9", "big8", "big7", "big6", "old1"])
        #expect(try await fixture.store((6...10).map { fetchedItem(guid: "big\($0)", published: Double($0)) }, at: 30) == 0)
    }

    /// `aichats refresh` and the app say how many old items a refresh removed: the store counts them.
    @Test func aStoreSaysHowManyOldItemsItRemovedAndNoMaximumKeepsEveryItem() async throws {
        let fixture = try FeedCacheFixture(maximumPerFeed: 3)
        try await fixture.store((1...3).map { fetchedItem(guid: "old\($0)", published: Double($0)) })
        let outcome = try await fixture.storing((4...5).map { fetchedItem(guid: "new\($0)", published: Double($0)) }, at: 10)
        #expect(outcome.newItems == 2 && outcome.removedItems == 2)
        let keepingAll = try FeedCacheFixture(maximumPerFeed: 0)
        try await keepingAll.store((1...3).map { fetchedItem(guid: "old\($0)", published: Double($0)) })
        #expect(try await keepingAll.storing([fetchedItem(guid: "new", published: 4)], at: 10).removedItems == 0)
        #expect(try await keepingAll.all().count == 4)
    }

    @Test func pruningCountsEachFeedOnItsOwn() async throws {
        let fixture = try FeedCacheFixture(maximumPerFeed: 2)
        try await fixture.store((1...2).map { fetchedItem(guid: "a\($0)", published: Double($0)) })
        try await fixture.store((1...2).map { fetchedItem(guid: "b\($0)", published: Double($0)) }, feed: FeedCacheFixture.other)
        try await fixture.store([fetchedItem(guid: "a3", published: 3)], at: 5)
        #expect(try await fixture.all(FeedItemQuery(feeds: [FeedCacheFixture.feed])).map(\.guid) == ["a3", "a2"])
        #expect(try await fixture.cache.count(FeedItemQuery(feeds: [FeedCacheFixture.other])) == 2)
    }

    @Test func storedTextIsCleanedOfTerminalEscapes() async throws {
        var item = fetchedItem(guid: "g", title: "Hi\u{1B}]0;owned\u{07} there\u{1B}[2J", summary: "a\u{9B}31mb\r\nc")
        item.author = "\u{202E}evil"
        item.links = ["https://x/\u{1B}[1m"]
        try await fixture.store([item], title: "Feed\u{1B}[31m")
        let stored = try #require(try await fixture.all().first)
        #expect(stored.title == "Hi there")
        #expect(stored.summaryText == "ab\nc")
        #expect(stored.author == "evil")
        #expect(stored.links == ["https://x/"])
        #expect(try await fixture.cache.statuses().first?.title == "Feed")
    }
}

/// An item a chat is about stays when the feed's oldest are pruned: the chat sends its text to
/// the model at every reply, as long as the chat lasts.
@Suite("SQLiteFeedCache: pruning keeps the items chats are about")
struct SQLiteFeedCacheChatArticleTests {
    @Test func anItemAChatIsAboutIsNotPrunedAndComesBackInTheChatsArticle() async throws {
        let fixture = try FeedCacheFixture(maximumPerFeed: 2)
        try await fixture.store((1...2).map { fetchedItem(guid: "old\($0)", title: "Old \($0)", published: Double($0), summary: "Text \($0)") })
        let discussed = try #require(try await fixture.all().first { $0.guid == "old1" })
        let chats = SQLiteChatStore(database: fixture.database)
        _ = try await chats.newChat(for: "fx-cat-mochi", about: ArticleReference(discussed))
        let outcome = try await fixture.storing((3...4).map { fetchedItem(guid: "new\($0)", published: Double($0)) }, at: 10)
        #expect(outcome.removedItems == 1, "only the item no chat is about was removed")
        #expect(try await fixture.all().map(\.guid) == ["new4", "new3", "old1"])
        #expect(try await fixture.cache.item(id: discussed.id)?.summaryText == "Text 1")
    }
}
