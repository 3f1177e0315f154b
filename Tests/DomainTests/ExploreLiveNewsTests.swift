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
}
