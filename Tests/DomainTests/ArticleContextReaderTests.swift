import Domain
import DomainDoubles
import Foundation
import Testing

/// What a chat about an article sends the model of it: the cached text, or, once the article is
/// no longer stored, a line that says so instead of an empty article.
@Suite("ArticleContextReader")
struct ArticleContextReaderTests {
    private let feed = "https://one.example/feed"

    @Test func aCachedItemGivesItsTextAndAGoneOneSaysSo() async throws {
        let cache = FakeFeedCache()
        var fetched = FetchedItem()
        fetched.guid = "a"
        fetched.title = "Kept"
        fetched.summaryText = "The article's own words[1]."
        fetched.links = ["https://one.example/linked"]
        try cache.store(FetchedFeed(title: "One", siteLink: "", items: [fetched]), feed: feed,
                        validators: FeedValidators(), at: Date(timeIntervalSince1970: 0))
        let item = try #require(cache.allItems.first)
        let reader = ArticleContextReader(news: StubNewsService([]), feedCache: cache)

        let context = await reader.context(for: ArticleReference(item))
        #expect(context.text == "The article's own words[1].")
        #expect(context.links == ["https://one.example/linked"], "the target of its mark goes with it")
        cache.remove([item.id])
        let gone = await reader.context(for: ArticleReference(item))
        #expect(gone.text == ArticleContextReader.goneText)
        #expect(gone.title == "Kept", "the chat still knows what it was about")
    }
}
