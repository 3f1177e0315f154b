import Domain
import Presentation
import Testing

@MainActor
@Suite("ExplorePresenter's filter (`/`): every section at once")
struct ExploreFilterPresenterTests {
    func type(_ text: String, into presenter: ExplorePresenter) {
        presenter.beginFilter()
        presenter.editFilter { $0.insert(text) }
    }

    func titles(_ presenter: ExplorePresenter, _ section: ExploreSection) -> [String] {
        presenter.rows(for: section).map(\.title)
    }

    @Test func eachTypedCharacterFiltersEverySection() async {
        let presenter = await Harness().loadedExplore()
        type("r", into: presenter)
        #expect(!titles(presenter, .popular).contains("小虎"), "watching fish by the koi pond: no r")
        #expect(presenter.rows(for: .popular).count == 8)
        presenter.editFilter { $0.insert("obot") }
        #expect(titles(presenter, .popular) == ["Unit-7 🤖", "ADA-9"])
        #expect(presenter.totalCount(in: .popular) == 10)
        #expect(titles(presenter, .categories) == ["Robots"])
        #expect(presenter.totalCount(in: .categories) == 13)
        #expect(presenter.rows(for: .news).isEmpty)
        #expect(presenter.rows(for: .myAvatars).isEmpty)
        #expect(presenter.rows(for: .featured).allSatisfy { $0.subtitle?.hasPrefix("A robot") == true })
        presenter.editFilter { $0.deleteToLineStart() }
        #expect(presenter.rows(for: .popular).count == 10, "Ctrl-U: an empty filter shows everything")
        #expect(presenter.isFiltered, "while it is typed")
    }

    @Test func theSelectionGoesToTheFirstMatchOfTheFirstSectionThatHasOne() async {
        let harness = Harness()
        let presenter = await harness.loadedExplore()
        presenter.focus(.popular)
        presenter.editSelection { $0.move(by: 3) }
        type("COMET", into: presenter)
        #expect(presenter.focus == .news, "only a headline holds it")
        #expect(titles(presenter, .news) == ["A comet will be visible to the naked eye next week ☄️"])
        #expect(presenter.selectedIndex(in: .news) == 0)
        presenter.endFilterEditing()
        await presenter.openSelected()
        #expect(harness.router.top == .article(id: "fx-sci-comet", list: ArticleList(title: "Latest news", ids: latestNews)))
    }

    @Test func aQueryWithoutAMatchLeavesTheFocusAndOpensNothing() async {
        let harness = Harness()
        let presenter = await harness.loadedExplore()
        presenter.focus(.myAvatars)
        type("zzz", into: presenter)
        #expect(presenter.focus == .myAvatars)
        #expect(ExploreSection.allCases.allSatisfy { presenter.rows(for: $0).isEmpty })
        await presenter.openSelected()
        #expect(harness.router.path == [.explore])
        #expect(harness.router.sheet == nil, "an empty My avatars makes a new avatar only when no filter hides one")
    }

    @Test func aCJKQueryFindsAvatarsAndHeadlines() async {
        let presenter = await Harness().loadedExplore()
        type("小", into: presenter)
        #expect(titles(presenter, .popular) == ["小虎"])
        #expect(titles(presenter, .news) == ["古装剧《长安小吏》收视夺冠"])
        #expect(presenter.focus == ExploreSection.allCases.first { !presenter.rows(for: $0).isEmpty })
    }

    @Test func enterKeepsTheFilterAndTheKeysWorkOnTheMatches() async {
        let harness = Harness()
        let presenter = await harness.loadedExplore()
        type("robot", into: presenter)
        presenter.endFilterEditing()
        #expect(!presenter.isEditingFilter)
        #expect(presenter.isFiltered)
        presenter.focus(.popular)
        presenter.editSelection { $0.move(by: 5) }
        #expect(presenter.selectedIndex(in: .popular) == 1, "the moves stay within the matches")
        await presenter.openSelected()
        #expect(harness.router.top == .chat(avatarID: "fx-robot-ada"))
        harness.router.pop()
        presenter.focus(.categories)
        await presenter.openSelected()
        #expect(harness.router.top == .category(.avatars(.robot)))
    }

    @Test func clearingKeepsWhatEachSectionSelected() async {
        let presenter = await Harness().loadedExplore()
        type("a", into: presenter)
        presenter.focus(.popular)
        presenter.editSelection { $0.move(by: 2) }
        let popular = presenter.rows(for: .popular)[2]
        presenter.focus(.news)
        presenter.editSelection { $0.move(by: 1) }
        let news = presenter.rows(for: .news)[1]
        presenter.clearFilterIfAny()
        #expect(!presenter.isFiltered)
        #expect(presenter.rows(for: .popular).count == 10)
        #expect(presenter.focus == .news)
        #expect(presenter.selectedIndex(in: .popular).map { presenter.rows(for: .popular)[$0] } == popular)
        #expect(presenter.selectedIndex(in: .news).map { presenter.rows(for: .news)[$0] } == news)
    }

    @Test func theFilterStaysThroughAReload() async {
        let presenter = await Harness().loadedExplore()
        type("robot", into: presenter)
        presenter.endFilterEditing()
        await presenter.onReappear()
        #expect(titles(presenter, .popular) == ["Unit-7 🤖", "ADA-9"])
        #expect(presenter.filter.text == "robot")
    }

    /// Explore's latest news in the fixtures: the reader walks all of them, filtered or not.
    private let latestNews = [
        "fx-tech-battery", "fx-sports-marathon", "fx-biz-coffee", "fx-world-ferry", "fx-sci-comet", "fx-ent-drama",
        "fx-tech-keyboard", "fx-ent-festival", "fx-biz-bubbletea", "fx-sports-sumo",
    ]
}
