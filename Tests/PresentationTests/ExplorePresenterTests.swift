import DataAccess
import Domain
import DomainDoubles
import Presentation
import Testing

@MainActor
@Suite("ExplorePresenter")
struct ExplorePresenterTests {
    @Test func onAppearLoadsEverySection() async {
        let presenter = Harness().explore()
        #expect(presenter.content == nil)
        #expect(presenter.rows(for: .featured).isEmpty)
        await presenter.onAppear()
        #expect(presenter.loadError == nil)
        #expect(presenter.rows(for: .featured).count == 6)
        #expect(presenter.rows(for: .myAvatars).isEmpty)
        #expect(presenter.rows(for: .categories).count == 13)
        #expect(presenter.rows(for: .popular).count == 10)
        #expect(presenter.rows(for: .news).count == 10)
        for section in ExploreSection.allCases where section != .myAvatars {
            #expect(presenter.selectedIndex(in: section) == 0)
        }
        #expect(presenter.selectedIndex(in: .myAvatars) == nil)
    }

    @Test func rowsShowNamesCountsAndBadges() async {
        let presenter = Harness().explore()
        await presenter.onAppear()
        #expect(presenter.rows(for: .popular).first == ItemRow(
            title: "Mochi 🍡", subtitle: "A cat that is napping on a warm windowsill", trailing: "♥ 9.1k"))
        #expect(presenter.rows(for: .categories)[4] == ItemRow(title: "Cats", subtitle: "avatars", trailing: "2"))
        #expect(presenter.rows(for: .categories)[6] == ItemRow(title: "Technology", subtitle: "news", trailing: "2"))
        let news = presenter.rows(for: .news)
        #expect(news[0].title == "Solid-state batteries reach pilot production 🔋")
        #expect(news[0].trailing == "45 min ago")
        #expect(news[0].badges == [.hot])
        #expect(news[5].badges == [])
        #expect(news[6].badges == [.premium])
    }

    @Test func tabCyclesForwardsAndShiftTabBackwards() {
        let presenter = Harness().explore()
        #expect(presenter.focus == .featured)
        var forwards: [ExploreSection] = []
        for _ in 0..<5 {
            presenter.focusNextSection()
            forwards.append(presenter.focus)
        }
        #expect(forwards == [.myAvatars, .categories, .popular, .news, .featured])
        var backwards: [ExploreSection] = []
        for _ in 0..<5 {
            presenter.focusPreviousSection()
            backwards.append(presenter.focus)
        }
        #expect(backwards == [.news, .popular, .categories, .myAvatars, .featured])
        presenter.focus(.news)
        #expect(presenter.focus == .news)
    }

    @Test func selectionMovesAndClampsWithinTheFocusedSection() async {
        let presenter = Harness().explore()
        await presenter.onAppear()
        presenter.editSelection { $0.move(by: -1) }
        #expect(presenter.selectedIndex(in: .featured) == 0)
        presenter.editSelection { $0.move(by: 2) }
        #expect(presenter.selectedIndex(in: .featured) == 2)
        presenter.editSelection { $0.move(by: 100) }
        #expect(presenter.selectedIndex(in: .featured) == 5)
        presenter.editSelection { $0.select(0) }
        #expect(presenter.selectedIndex(in: .featured) == 0)
        presenter.focus(.popular)
        presenter.editSelection { $0.select(Int.max) }
        #expect(presenter.selectedIndex(in: .popular) == 9)
        #expect(presenter.selectedIndex(in: .featured) == 0)
        #expect(presenter.selectedIndex(in: .news) == 0)
    }

    @Test func openingAFeaturedOrPopularAvatarStartsAChat() async {
        let harness = Harness()
        let presenter = await harness.loadedExplore()
        await presenter.openSelected()
        #expect(harness.router.top == .chat(avatarID: "fx-man-kenji"))
        harness.router.pop()
        presenter.focus(.popular)
        presenter.editSelection { $0.move(by: 1) }
        await presenter.openSelected()
        #expect(harness.router.path == [.explore, .chat(avatarID: "fx-woman-meiling")])
    }

    @Test func openingACategoryShowsIt() async {
        let harness = Harness()
        let presenter = await harness.loadedExplore()
        presenter.focus(.categories)
        presenter.editSelection { $0.move(by: 4) }
        await presenter.openSelected()
        #expect(harness.router.path == [.explore, .category(.avatars(.cat))])
        harness.router.pop()
        presenter.editSelection { $0.move(by: 2) }
        await presenter.openSelected()
        #expect(harness.router.path == [.explore, .category(.news(.technology))])
    }

    @Test func openingAnOpenArticleShowsIt() async {
        let harness = Harness()
        let presenter = await harness.loadedExplore()
        presenter.focus(.news)
        await presenter.openSelected()
        #expect(harness.router.path == [.explore, .article(id: "fx-tech-battery", list: latestNews)])
        #expect(harness.router.alert == nil)
    }

    @Test func aGuestOpeningAPremiumArticleIsAskedToCreateAnAccount() async throws {
        let harness = Harness(profile: nil)
        let presenter = await harness.loadedExplore()
        presenter.focus(.news)
        presenter.editSelection { $0.move(by: 6) }
        await presenter.openSelected()
        let keyboard = try #require(fixtureArticle("fx-tech-keyboard"))
        #expect(harness.router.path == [.explore])
        #expect(harness.router.alert == ArticleGate.premiumAlert(for: keyboard, in: latestNews))
        let create = try #require(harness.router.alert?.actions.first)
        harness.router.perform(create)
        #expect(harness.router.sheet == .createAccount(then: .openArticle(id: "fx-tech-keyboard", list: latestNews)))
    }

    @Test func aMemberOpensAPremiumArticleDirectly() async {
        let harness = Harness(profile: FixtureCatalog.profile)
        let presenter = await harness.loadedExplore()
        presenter.focus(.news)
        presenter.editSelection { $0.move(by: 6) }
        await presenter.openSelected()
        #expect(harness.router.alert == nil)
        #expect(harness.router.path == [.explore, .article(id: "fx-tech-keyboard", list: latestNews)])
    }

    /// Explore's latest news in the fixtures, the list an article opened from Explore walks.
    private let latestNews = ArticleList(title: "Latest news", ids: [
        "fx-tech-battery", "fx-sports-marathon", "fx-biz-coffee", "fx-world-ferry", "fx-sci-comet", "fx-ent-drama",
        "fx-tech-keyboard", "fx-ent-festival", "fx-biz-bubbletea", "fx-sports-sumo",
    ])

    @Test func rejectedRecordsAreReportedInAnAlert() async throws {
        let harness = Harness(variant: .withProblem)
        let presenter = await harness.loadedExplore()
        let alert = try #require(harness.router.alert)
        #expect(alert.title == "Some data could not be read")
        #expect(alert.message == "1 record(s) were skipped:\navatars.json, record fx-dragon-ember: unknown character option 'dragon'")
        #expect(presenter.rows(for: .popular).count == 10)
    }

    @Test func aCleanLoadShowsNoAlert() async {
        let harness = Harness()
        await harness.explore().onAppear()
        #expect(harness.router.alert == nil)
    }

    @Test func aFailingServiceSetsLoadError() async {
        let harness = Harness(news: StubNewsService.failing())
        let presenter = await harness.loadedExplore()
        #expect(presenter.loadError == "could not load news.json: the file cannot be read")
        #expect(presenter.content == nil)
        #expect(presenter.rows(for: .popular).isEmpty)
        await presenter.openSelected()
        #expect(harness.router.path == [.explore])
    }

    @Test func anEmptyCatalogHasNothingToOpen() async {
        let harness = Harness(variant: .empty)
        let presenter = await harness.loadedExplore()
        #expect(presenter.selectedIndex(in: .featured) == nil)
        await presenter.openSelected()
        #expect(harness.router.path == [.explore])
        presenter.focus(.categories)
        #expect(presenter.rows(for: .categories).map(\.trailing) == Array(repeating: "0", count: 13))
    }

    @Test func enterInAnEmptyMyAvatarsStartsMakingOne() async {
        let harness = Harness()
        let presenter = await harness.loadedExplore()
        presenter.focus(.myAvatars)
        await presenter.openSelected()
        #expect(harness.router.sheet == .createAvatar(.assistant))
        #expect(harness.router.path == [.explore])
    }

    @Test func refreshShowsANewAvatarAndReadArticlesAndKeepsSelections() async throws {
        let harness = Harness()
        let presenter = await harness.loadedExplore()
        presenter.focus(.news)
        presenter.editSelection { $0.move(by: 2) }
        let read = try #require(presenter.content?.latestNews[0].article)
        _ = try await harness.articleInteractor.markRead(read)
        let sheet = harness.createAvatar(.robot)
        sheet.editFocused { $0.insert("Bolt") }
        sheet.moveFocus(by: 2)
        sheet.editFocused { $0.insert("sorting screws") }
        sheet.moveFocus(by: 1)
        sheet.editFocused { $0.insert("in a workshop") }
        await sheet.submit()
        try await harness.showMadeAvatars()
        await presenter.onReappear()
        #expect(presenter.rows(for: .myAvatars).map(\.title) == ["Bolt"])
        #expect(presenter.rows(for: .myAvatars).first?.badges == [])
        #expect(presenter.focus == .myAvatars, "the new avatar gets the focus")
        #expect(presenter.selectedIndex(in: .myAvatars) == 0)
        #expect(presenter.selectedIndex(in: .news) == 2)
        #expect(presenter.rows(for: .news).map(\.isSeen).prefix(3) == [true, false, false])
        #expect(presenter.rows(for: .popular).contains { $0.title == "Bolt" && $0.badges == [.mine] })
        #expect(harness.router.alert == nil)
        presenter.focus(.news)
        await presenter.onReappear()
        #expect(presenter.focus == .news, "nothing new: the focus stays")
    }
}
