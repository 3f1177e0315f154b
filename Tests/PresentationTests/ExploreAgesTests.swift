import Domain
import DomainDoubles
import Foundation
import Presentation
import Testing

/// Explore lives as long as the app: its news' ages and HOT marks are those of the last load (a
/// refresh, a return from another screen), not of the start.
@MainActor
@Suite("ExplorePresenter: ages as of the last load")
struct ExploreAgesTests {
    private func explore(news: any NewsService, clock: ManualClock, feeds: FeedReadingInteractor? = nil) -> ExplorePresenter {
        let router = Router(path: [.explore])
        let articles = ArticleInteractor(
            news: news, profiles: FakeProfileService(nil), opener: RecordingURLOpener(), marks: FakeArticleMarksStore(),
            clock: clock.provider)
        return ExplorePresenter(
            interactor: ExploreInteractor(
                avatars: StubAvatarService([]), news: news, marks: FakeArticleMarksStore(), clock: clock.provider, feeds: feeds),
            gate: ArticleGate(interactor: articles, router: router), router: router)
    }

    /// Explore over two items of a feed, 7 and 8 minutes old, dated by `clock`; appeared.
    private func exploreFeeds(clock: ManualClock) async throws -> (FeedHarness, ExplorePresenter) {
        let harness = try FeedHarness()
        try await harness.fill(FeedHarness.tech, count: 2, newest: 7 * 60)
        let feeds = FeedReadingInteractor(
            list: harness.list, cache: harness.cache, profiles: FakeProfileService(nil), opener: harness.opener,
            editor: harness.editor, clock: clock.provider)
        let presenter = explore(news: StubNewsService([]), clock: clock, feeds: feeds)
        await presenter.onAppear()
        return (harness, presenter)
    }

    @Test func theFeedsNewsAgeAndLoseTheirHotMarkAtTheNextLoad() async throws {
        let clock = ManualClock(FeedHarness.now)
        let (_, presenter) = try await exploreFeeds(clock: clock)
        #expect(presenter.rows(for: .news).map(\.trailing) == ["7 min ago", "8 min ago"])

        clock.advance(by: 4 * 60)
        await presenter.onReappear()
        #expect(presenter.rows(for: .news).map(\.trailing) == ["11 min ago", "12 min ago"])
        #expect(presenter.rows(for: .news).map { $0.badges.contains(.hot) } == [true, true])

        clock.advance(by: 86_400)
        await presenter.onReappear()
        #expect(presenter.rows(for: .news).map(\.trailing) == ["1 d ago", "1 d ago"])
        #expect(presenter.rows(for: .news).map { $0.badges.contains(.hot) } == [false, false])
    }

    /// Left on screen, the news' ages and HOT marks move on with the clock (the app asks each
    /// minute) without reading the news again, and nothing changes while none would read otherwise.
    @Test func theNewsAgesAndHotMarksMoveOnWithTheClockWithoutALoad() async throws {
        let clock = ManualClock(FeedHarness.now)
        let (harness, presenter) = try await exploreFeeds(clock: clock)
        #expect(presenter.showsAges)
        try await harness.fill(FeedHarness.tech, count: 1, prefix: "Stored since", newest: 0)

        clock.advance(by: 30)
        #expect(!changes({ _ = presenter.rows(for: .news) }) { presenter.catchUpWithClock() },
                "no age reads otherwise yet: nothing is drawn again")
        clock.advance(by: 30)
        presenter.catchUpWithClock()
        #expect(presenter.rows(for: .news).map(\.title) == ["Item 0", "Item 1"], "nothing read again")
        #expect(presenter.rows(for: .news).map(\.trailing) == ["8 min ago", "9 min ago"])

        clock.advance(by: 86_400)
        presenter.catchUpWithClock()
        #expect(presenter.rows(for: .news).map { $0.badges.contains(.hot) } == [false, false])
    }

    /// The sample news are dated when the app starts: they age from then as the session goes on.
    @Test func theSampleNewsAgeFromTheStart() async throws {
        let launch = Date(timeIntervalSince1970: 1_773_478_800)
        let article = NewsArticle(
            id: "a", title: "Sample", summary: "", paragraphs: [], source: "S", author: "", url: URL(fileURLWithPath: "/"),
            category: .technology, publishedAt: launch.addingTimeInterval(-35 * 60), isPremium: false)
        let clock = ManualClock(launch)
        let presenter = explore(news: StubNewsService([article]), clock: clock)
        await presenter.onAppear()
        #expect(presenter.rows(for: .news).map(\.trailing) == ["35 min ago"])
        clock.advance(by: 30 * 60)
        await presenter.onReappear()
        #expect(presenter.rows(for: .news).map(\.trailing) == ["1 h ago"])
    }
}

/// An empty Latest news says why when the news are the feeds': refreshing, failed, or old.
@MainActor
@Suite("ExplorePresenter: why the feeds' news is empty")
struct ExploreEmptyNewsTests {
    @Test func theEmptyNewsSaysWhy() async throws {
        let harness = try FeedHarness()
        try await harness.fill(FeedHarness.tech, count: 1, newest: 30 * 86_400)
        let failing = FeedRefreshProgress(
            done: 1, total: 1, latest: FeedRefreshResult(feed: FeedHarness.tech, outcome: .failed(reason: "timed out after 30 s")))
        let (gate, open) = AsyncStream<Void>.makeStream()
        let activity = FeedRefreshActivity(
            runner: FeedRefreshActivityTests.runner([failing], gate: gate), clock: .fixed(FeedHarness.now))
        let presenter = harness.explore(activity: activity)
        await presenter.onAppear()
        #expect(presenter.rows(for: .news).isEmpty, "the only item is a month old")
        activity.start()
        #expect(presenter.emptyText(for: .news) == "Refreshing the feeds…")
        open.yield()
        await activity.task?.value
        #expect(presenter.emptyText(for: .news) == "No news: 1 feed failed · f shows why")
        #expect(presenter.emptyText(for: .featured) == "Nothing here yet", "only the news says why")

        let quiet = harness.explore()
        await quiet.onAppear()
        #expect(quiet.emptyText(for: .news) == "No news from the last 7 days · f lists every feed")
    }
}
