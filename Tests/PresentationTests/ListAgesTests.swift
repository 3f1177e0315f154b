import DataAccess
import Domain
import DomainDoubles
import Foundation
import Presentation
import Testing

/// A screen stays on the stack while others come and go, and comes back on top (or is refreshed)
/// long after it was made: its ages count from its last load, so what was written or fetched
/// meanwhile is "just now", never "in 12 min". Left open, its ages and HOT marks move on with
/// the clock (the app asks each minute, `catchUpWithClock`) without a load, and nothing changes
/// while none of them would read otherwise.
@MainActor
@Suite("Ages as of each screen's last load")
struct ListAgesTests {
    static let later: TimeInterval = 12 * 60

    @Test func chatsDateAChatWrittenSinceTheListWasMadeJustNow() async throws {
        let clock = ManualClock(FixtureCatalog.referenceDate)
        let store = FakeChatStore(clock: clock.provider)
        let presenter = ChatsPresenter(
            interactor: ChatsInteractor(store: store, avatars: StubAvatarService(load: FixtureCatalog.avatarLoad(.standard))),
            router: Router(path: [.explore, .chats]), clock: clock.provider)
        await presenter.onAppear()
        clock.advance(by: Self.later)
        let chat = await store.chat(for: "fx-cat-mochi")
        _ = try await store.append(ChatMessage(role: .user, text: "Hello", sentAt: clock.provider.now()), to: chat.id)
        await presenter.onReappear()
        let written = try #require(presenter.conversations.first).summary.chat.modifiedAt
        #expect(presenter.time.string(for: written) == "just now")

        clock.advance(by: 5 * 60)
        #expect(presenter.showsAges)
        presenter.catchUpWithClock()
        #expect(presenter.time.string(for: written) == "5 min ago", "left open, the list's ages move on")
    }

    /// Two chats about an article with one avatar are told apart by when each was last written in.
    @Test func anArticlesChatsAreDatedAsOfTheArticlesLoad() async throws {
        let clock = ManualClock(FixtureCatalog.referenceDate)
        let store = FakeChatStore(clock: clock.provider)
        let harness = Harness(chatStore: store)
        let about = ArticleReference(id: "fx-tech-battery", title: "Batteries", link: nil)
        for minutes in [0.0, 10] {
            let chat = try await store.newChat(for: "fx-cat-mochi", about: about)
            let sentAt = FixtureCatalog.referenceDate + minutes * 60
            _ = try await store.append(ChatMessage(role: .user, text: "Hi", sentAt: sentAt), to: chat.id)
        }
        let presenter = ArticlePresenter(
            articleID: about.id, interactor: harness.articleInteractor,
            chats: ChatsInteractor(store: store, avatars: harness.deps.avatars), router: harness.router, clock: clock.provider)
        clock.advance(by: Self.later)
        await presenter.onAppear()
        let chats = try #require(presenter.chatsAbout)
        #expect(chats.conversations.map { chats.time.string(for: $0.summary.chat.modifiedAt) } == ["2 min ago", "12 min ago"])
    }

    @Test func feedsDateARefreshSinceTheListWasMadeJustNow() async throws {
        let harness = try FeedHarness()
        let clock = ManualClock(FeedHarness.now)
        let presenter = harness.feeds(clock: clock.provider)
        await presenter.onAppear()
        clock.advance(by: Self.later)
        try await harness.cache.recordFailure(feed: FeedHarness.club, reason: "refused", at: FeedHarness.now + Self.later)
        await presenter.onReappear()
        #expect(presenter.rows.map(\.trailing).contains("0/0 · failed just now"))
    }

    @Test func feedItemsDateAnItemPublishedSinceTheListWasMadeJustNow() async throws {
        let harness = try FeedHarness()
        try await harness.fill(FeedHarness.tech, count: 1, prefix: "Old")
        let clock = ManualClock(FeedHarness.now)
        let presenter = harness.items(.feed(FeedHarness.tech), clock: clock.provider)
        await presenter.onAppear()
        clock.advance(by: Self.later)
        try await harness.fill(FeedHarness.tech, count: 1, prefix: "New", newest: 0, at: FeedHarness.now + Self.later)
        await presenter.reloadKeepingSelection()
        #expect((0..<2).map { presenter.row(at: $0).trailing } == ["just now", "13 min ago"])
    }

    @Test func theFeedReaderDatesItsItemWhenItLoads() async throws {
        let harness = try FeedHarness()
        try await harness.fill(FeedHarness.tech, count: 1, newest: 0, at: FeedHarness.now + Self.later)
        let first = try #require(try await harness.cache.items(FeedItemQuery()).first)
        let clock = ManualClock(FeedHarness.now)
        let presenter = harness.article(first.id, clock: clock.provider)
        clock.advance(by: Self.later)
        await presenter.onAppear()
        #expect(presenter.byline == "Tech 技術 · just now")
    }

    @Test func aCategoryAndTheReaderDateTheNewsAsOfTheirLastLoad() async throws {
        let launch = FixtureCatalog.referenceDate
        let article = NewsArticle(
            id: "a", title: "Sample", summary: "", paragraphs: [], source: "S", author: "A", url: URL(fileURLWithPath: "/"),
            category: .technology, publishedAt: launch.addingTimeInterval(-35 * 60), isPremium: false)
        let clock = ManualClock(launch)
        let news = StubNewsService([article]), marks = FakeArticleMarksStore(), router = Router(path: [.explore])
        let articles = ArticleInteractor(
            news: news, profiles: FakeProfileService(nil), opener: RecordingURLOpener(), marks: marks, clock: clock.provider)
        let category = CategoryPresenter(
            kind: .news(.technology),
            interactor: CategoryInteractor(avatars: StubAvatarService([]), news: news, marks: marks, clock: clock.provider),
            gate: ArticleGate(interactor: articles, router: router), router: router, clock: clock.provider)
        let reader = ArticlePresenter(articleID: "a", interactor: articles, router: router, clock: clock.provider)
        await category.onAppear()
        await reader.onAppear()
        #expect(category.rows.map(\.trailing) == ["35 min ago"])
        #expect(reader.byline == "S · A · 35 min ago")

        clock.advance(by: 30 * 60)
        await category.onReappear()
        await reader.onReappear()
        #expect(category.rows.map(\.trailing) == ["1 h ago"])
        #expect(reader.byline == "S · A · 1 h ago")

        clock.advance(by: 60 * 60)
        #expect(category.showsAges && reader.showsAges)
        category.catchUpWithClock()
        reader.catchUpWithClock()
        #expect(category.rows.map(\.trailing) == ["2 h ago"])
        #expect(reader.byline == "S · A · 2 h ago")
    }

    @Test func theFeedListsAndTheFeedReaderMoveOnWithTheClock() async throws {
        let harness = try FeedHarness()
        try await harness.fill(FeedHarness.tech, count: 2, newest: 7 * 60)
        let clock = ManualClock(FeedHarness.now)
        let feeds = harness.feeds(clock: clock.provider), items = harness.items(.feed(FeedHarness.tech), clock: clock.provider)
        let first = try #require(try await harness.cache.items(FeedItemQuery()).first)
        let reader = harness.article(first.id, clock: clock.provider)
        await feeds.onAppear()
        await items.onAppear()
        await reader.onAppear()
        #expect(feeds.showsAges && items.showsAges && reader.showsAges)
        #expect(items.row(at: 0).trailing == "7 min ago" && reader.byline == "Tech 技術 · 7 min ago" && reader.isHot)

        clock.advance(by: 30)
        #expect(!changes({ _ = (feeds.rows, items.row(at: 0), reader.byline) }) {
            feeds.catchUpWithClock()
            items.catchUpWithClock()
            reader.catchUpWithClock()
        }, "no age reads otherwise yet: nothing is drawn again")

        clock.advance(by: 30)
        feeds.catchUpWithClock()
        items.catchUpWithClock()
        reader.catchUpWithClock()
        #expect(feeds.rows.first?.trailing == "2/2 · 1 min ago")
        #expect((0..<2).map { items.row(at: $0).trailing } == ["8 min ago", "9 min ago"])
        #expect(reader.byline == "Tech 技術 · 8 min ago")

        clock.advance(by: 86_400)
        items.catchUpWithClock()
        reader.catchUpWithClock()
        #expect(!items.row(at: 0).badges.contains(.hot) && !reader.isHot, "a day old: no longer hot")
    }
}
