import Domain
import DomainDoubles
import Foundation
import Testing

@Suite("FeedReadingInteractor: feeds, windows, categories, access and links")
struct FeedReadingInteractorTests {
    static let now = Date(timeIntervalSince1970: 1_773_478_800)

    static func make(profile: Profile? = nil) throws -> (FeedReadingInteractor, FakeFeedCache, RecordingURLOpener) {
        let feeds = try [
            ("https://a.example.org/feed", ["tech", "~A"]), ("https://b.example.org/feed", ["tech", "world"]),
            ("https://c.example.org/feed", ["premium", "money"]), ("https://d.example.org/feed", ["tech", "!"]),
        ].map { FeedSubscription(address: try FeedAddress($0.0), words: $0.1) }
        let cache = FakeFeedCache(), opener = RecordingURLOpener()
        let interactor = FeedReadingInteractor(
            list: FakeFeedListStore(FeedList(feeds: feeds)), cache: cache, profiles: FakeProfileService(profile),
            opener: opener, editor: ScriptedFeedListEditor(), clock: .fixed(now))
        return (interactor, cache, opener)
    }

    static func store(_ cache: FakeFeedCache, _ feed: String, ages: [TimeInterval]) throws {
        let items = ages.enumerated().map { index, age in
            var item = FetchedItem()
            item.guid = "\(feed)#\(index)"
            item.title = "\(feed) \(index)"
            item.published = now.addingTimeInterval(-age)
            return item
        }
        try cache.store(FetchedFeed(title: "Own", siteLink: "", items: items), feed: feed, validators: .init(), at: now)
    }

    @Test func hiddenFeedsAreLeftOutAndTitlesComeFromTheListTheCacheOrTheURL() async throws {
        let (interactor, cache, _) = try Self.make()
        try Self.store(cache, "https://b.example.org/feed", ages: [60])
        #expect(interactor.isConfigured)
        #expect(try await interactor.overviews().map(\.title) == ["A", "Own", "https://c.example.org/feed"])
    }

    @Test func tagsAreCategoriesWithUnreadCountsAndHiddenFeedsCountNowhere() async throws {
        let (interactor, cache, _) = try Self.make()
        try Self.store(cache, "https://a.example.org/feed", ages: [60, 120])
        try Self.store(cache, "https://b.example.org/feed", ages: [30])
        try Self.store(cache, "https://d.example.org/feed", ages: [10])
        try cache.setRead([1], true)
        let categories = try await interactor.categories()
        #expect(categories.map(\.kind) == [.feedTag("tech"), .feedTag("world"), .feedTag("money"), .bookmarks])
        #expect(categories.map(\.count) == [3, 1, 0, 0])
        #expect(categories.map(\.unread) == [2, 1, 0, nil])
    }

    /// A tag whose every listed feed failed at its last fetch is marked failed; one whose other
    /// feed works, or whose failed feed is hidden, is not.
    @Test func aTagWhoseEveryFeedFailedIsMarkedFailed() async throws {
        let (interactor, cache, _) = try Self.make()
        try Self.store(cache, "https://a.example.org/feed", ages: [60])
        for feed in ["https://b.example.org/feed", "https://c.example.org/feed", "https://d.example.org/feed"] {
            try cache.recordFailure(feed: feed, reason: "refused", at: Self.now)
        }
        let categories = try await interactor.categories()
        #expect(categories.map(\.kind) == [.feedTag("tech"), .feedTag("world"), .feedTag("money"), .bookmarks])
        #expect(categories.map(\.isFailed) == [false, true, true, false])
    }

    @Test func latestNewsAreTheFreshItemsWithTheNewsRules() async throws {
        let (interactor, cache, _) = try Self.make()
        try Self.store(cache, "https://a.example.org/feed", ages: [3600, 2 * 86_400, 8 * 86_400])
        try Self.store(cache, "https://c.example.org/feed", ages: [60])
        let latest = try await interactor.latestNews()
        #expect(latest.map(\.item.title) == [
            "https://c.example.org/feed 0", "https://a.example.org/feed 0", "https://a.example.org/feed 1",
        ])
        #expect(latest.map(\.isPremium) == [true, false, false])
        #expect(try await interactor.access(to: latest[0]) == .needsAccount)
        #expect(try await interactor.access(to: latest[1]) == .granted)
    }

    @Test func aWindowIsReadWithItsOffsetAndLimit() async throws {
        let (interactor, cache, _) = try Self.make()
        try Self.store(cache, "https://a.example.org/feed", ages: (0..<30).map { Double($0) * 60 })
        let window = try await interactor.headlines(.tag("tech"), offset: 10, limit: 5)
        #expect(window.map(\.item.title) == (10..<15).map { "https://a.example.org/feed \($0)" })
        #expect(try await interactor.count(.feed("https://a.example.org/feed")) == 30)
    }

    @Test func aListReadsItsItemsWithoutTheirBodiesAndTheArticleReadsItWhole() async throws {
        let (interactor, cache, _) = try Self.make()
        var item = FetchedItem()
        item.guid = "whole"
        item.contentText = "The body [1]"
        item.links = ["https://a.example.org/1"]
        try cache.store(FetchedFeed(title: "A", siteLink: "", items: [item]), feed: "https://a.example.org/feed",
                        validators: .init(), at: Self.now)
        let listed = try #require(try await interactor.headlines(.all, offset: 0, limit: 10).first)
        #expect(listed.item.contentText.isEmpty && listed.item.links.isEmpty)
        let article = try #require(try await interactor.headline(id: listed.id))
        #expect(article.item.contentText == "The body [1]" && article.item.links == ["https://a.example.org/1"])
    }

    @Test("only http and https links are opened", arguments: [
        ("https://example.org/x", true), ("HTTP://example.org", true), ("file:///tmp/a.txt", false),
        ("javascript:alert(1)", false), ("data:text/html,<b>x</b>", false), ("mailto:a@example.org", false),
        ("no scheme at all", false),
    ])
    func links(_ link: String, opens: Bool) async throws {
        let (interactor, _, opener) = try Self.make()
        do {
            try await interactor.open(link: link)
            #expect(opens)
        } catch {
            #expect(!opens)
            #expect((error as? DomainError)?.message.hasPrefix("only http and https links can be opened, not") == true)
        }
        #expect(await opener.opened.count == (opens ? 1 : 0))
    }
}
