import Domain
import DomainDoubles
import Foundation
import Testing

@Suite("ExploreInteractor with feeds: live news replace the embedded sample only once a feed is listed")
struct ExploreLiveNewsTests {
    let articles = [makeArticle("hour", .technology, age: hour)]

    func interactor(feeds: [FeedSubscription], cache: FakeFeedCache) -> ExploreInteractor {
        let reading = FeedReadingInteractor(
            list: FakeFeedListStore(FeedList(feeds: feeds)), cache: cache, profiles: FakeProfileService(),
            opener: RecordingURLOpener(), editor: ScriptedFeedListEditor(), clock: .fixed(referenceNow))
        return ExploreInteractor(
            avatars: StubAvatarService([makeAvatar("cat-1", .cat, popularity: 1, createdDaysAgo: 1)]),
            news: StubNewsService(articles), marks: FakeArticleMarksStore(), clock: .fixed(referenceNow), feeds: reading)
    }

    @Test func withoutFeedsTheEmbeddedNewsShow() async throws {
        let hiddenOnly = [FeedSubscription(address: try FeedAddress("https://h.example.org/feed"), isHidden: true)]
        for feeds in [[], hiddenOnly] {
            let content = try await interactor(feeds: feeds, cache: FakeFeedCache()).loadContent()
            #expect(content.liveNews == nil)
            #expect(content.latestNews.map(\.id) == ["hour"])
            #expect(content.categories.contains { $0.kind == .news(.technology) })
        }
    }

    @Test func withAFeedItsItemsAndTagsReplaceThem() async throws {
        let feed = FeedSubscription(address: try FeedAddress("https://a.example.org/feed"), tags: ["Tech 技術"])
        let cache = FakeFeedCache()
        var item = FetchedItem()
        item.guid = "1"
        item.title = "Live 🛰"
        item.published = referenceNow.addingTimeInterval(-60)
        try cache.store(FetchedFeed(title: "A", siteLink: "", items: [item]), feed: feed.address.text, validators: .init(),
                        at: referenceNow)
        let content = try await interactor(feeds: [feed], cache: cache).loadContent()
        #expect(content.liveNews?.map(\.item.title) == ["Live 🛰"])
        #expect(content.latestNews.isEmpty)
        let news = content.categories.filter { if case .avatars = $0.kind { false } else { true } }
        #expect(news.map(\.kind) == [.feedTag("Tech 技術"), .bookmarks])
        #expect(news.first?.unread == 1)
        #expect(content.categories.contains { $0.kind == .avatars(.cat) })
    }

    /// `/` on Explore looks in the feeds' items once they replace the sample: by the title shown.
    @Test func theFilterFindsLiveNewsByTheirTitle() async throws {
        let feed = FeedSubscription(address: try FeedAddress("https://a.example.org/feed"))
        let cache = FakeFeedCache()
        var items: [FetchedItem] = []
        for (guid, title) in [("1", "Énergie solaire 🛰"), ("2", "Rain tomorrow"), ("3", "")] {
            var item = FetchedItem()
            item.guid = guid
            item.title = title
            item.summaryText = guid == "3" ? "Solar panels on every roof" : "solar"
            item.published = referenceNow.addingTimeInterval(-60 * (Double(guid) ?? 0))
            items.append(item)
        }
        try cache.store(FetchedFeed(title: "A", siteLink: "", items: items), feed: feed.address.text, validators: .init(),
                        at: referenceNow)
        let content = try await interactor(feeds: [feed], cache: cache).loadContent()
        let live = try #require(content.liveNews)
        let found = ExploreInteractor.filter(content, by: "ENERGIE").news.map { live[$0].item.guid }
        #expect(found == ["1"])
        let untitled = ExploreInteractor.filter(content, by: "panels").news.map { live[$0].item.guid }
        #expect(untitled == ["3"], "an untitled item matches by the title made from its text, which the row shows")
    }
}
