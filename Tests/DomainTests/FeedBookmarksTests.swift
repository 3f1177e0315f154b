import Domain
import DomainDoubles
import Foundation
import Testing

/// A bookmark is what the user chose to keep: removing or hiding its feed takes none away.
@Suite("Bookmarks outlive their feed's subscription")
struct FeedBookmarksTests {
    static let listed = "https://a.example.org/feed", hidden = "https://d.example.org/feed"
    static let removed = "https://gone.example.org/feed"

    @Test func bookmarksOfHiddenAndRemovedFeedsAreListedCountedAndNamedSo() async throws {
        let (interactor, cache, _) = try FeedReadingInteractorTests.make()
        for (feed, age) in [(Self.listed, 30.0), (Self.hidden, 20), (Self.removed, 10)] {
            try FeedReadingInteractorTests.store(cache, feed, ages: [age, age + 1000])
        }
        for id: Int64 in [1, 3, 5] { try cache.setBookmarked(id, true) }
        let bookmarks = try await interactor.headlines(.bookmarks, offset: 0, limit: 10)
        #expect(bookmarks.map(\.id) == [5, 3, 1])
        #expect(bookmarks.map(\.feedTitle) == ["Own (removed feed)", "Own (hidden feed)", "A"])
        let counts = try await interactor.counts(.bookmarks)
        #expect(counts.all == 3 && counts.unread == 3)
        let category = try #require(try await interactor.categories().last)
        #expect(category.kind == .bookmarks && category.count == 3)
        let article = try #require(try await interactor.headline(id: 5))
        #expect(article.feedTitle == "Own (removed feed)")
    }

    @Test func aRemovedFeedWithoutACachedTitleIsNamedByItsAddress() async throws {
        let (interactor, cache, _) = try FeedReadingInteractorTests.make()
        var item = FetchedItem()
        item.guid = "kept"
        try cache.store(FetchedFeed(title: "", siteLink: "", items: [item]), feed: Self.removed, validators: .init(), at: .now)
        try cache.setBookmarked(1, true)
        let bookmark = try #require(try await interactor.headlines(.bookmarks, offset: 0, limit: 10).first)
        #expect(bookmark.feedTitle == "\(Self.removed) (removed feed)")
    }
}
