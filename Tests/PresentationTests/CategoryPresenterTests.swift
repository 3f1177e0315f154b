import DataAccess
import Domain
import DomainDoubles
import Presentation
import Testing

@MainActor
@Suite("CategoryPresenter")
struct CategoryPresenterTests {
    let catsPath: [AppRoute] = [.explore, .category(.avatars(.cat))]
    let techPath: [AppRoute] = [.explore, .category(.news(.technology))]

    @Test func loadsTheCategoryMostPopularFirst() async {
        let presenter = Harness(path: catsPath).category(.avatars(.cat))
        #expect(!presenter.isLoaded)
        await presenter.onAppear()
        #expect(presenter.isLoaded)
        #expect(presenter.totalCount == 2)
        #expect(presenter.rows.map(\.title) == ["Mochi 🍡", "小虎"])
        #expect(presenter.selection == Selection(count: 2))
    }

    @Test func rowsFollowTheFilterAsItIsEdited() async {
        let presenter = Harness(path: catsPath).category(.avatars(.cat))
        await presenter.onAppear()
        presenter.beginFilter()
        #expect(presenter.isEditingFilter)
        presenter.editFilter { $0.insert("小") }
        #expect(presenter.rows.map(\.title) == ["小虎"])
        presenter.editFilter { $0.deleteBackward() }
        #expect(presenter.rows.count == 2)
        presenter.editFilter { $0.insert("MOCHI") }
        #expect(presenter.rows.map(\.title) == ["Mochi 🍡"])
        presenter.editFilter { $0.insert("x") }
        #expect(presenter.rows.isEmpty)
        #expect(presenter.selection.selected == nil)
        #expect(presenter.totalCount == 2)
    }

    @Test func editingTheFilterResetsTheSelection() async {
        let presenter = Harness(path: catsPath).category(.avatars(.cat))
        await presenter.onAppear()
        presenter.editSelection { $0.select(Int.max) }
        #expect(presenter.selection.selected == 1)
        presenter.editFilter { $0.insert("a") }
        #expect(presenter.selection == Selection(count: presenter.rows.count, index: 0))
    }

    @Test func backClearsTheFilterFirstThenPops() async {
        let harness = Harness(path: catsPath)
        let presenter = await harness.loadedCategory(.avatars(.cat))
        presenter.beginFilter()
        presenter.editFilter { $0.insert("小") }
        presenter.endFilterEditing()
        #expect(!presenter.isEditingFilter)
        let found = presenter.rows[0].title
        presenter.back()
        #expect(presenter.filter.isEmpty)
        #expect(presenter.rows.count == 2)
        #expect(presenter.selection.selected.map { presenter.rows[$0].title } == found, "the avatar found stays selected")
        #expect(found != presenter.rows[0].title, "not simply the first row")
        #expect(harness.router.path == catsPath)
        presenter.back()
        #expect(harness.router.path == [.explore])
    }

    @Test func backWhileTypingAnEmptyFilterOnlyStopsTyping() async {
        let harness = Harness(path: catsPath)
        let presenter = await harness.loadedCategory(.avatars(.cat))
        presenter.beginFilter()
        presenter.back()
        #expect(!presenter.isEditingFilter)
        #expect(harness.router.path == catsPath)
    }

    @Test func openSelectedOpensTheFilteredAvatar() async {
        let harness = Harness(path: catsPath)
        let presenter = await harness.loadedCategory(.avatars(.cat))
        presenter.beginFilter()
        presenter.editFilter { $0.insert("小") }
        await presenter.openSelected()
        #expect(!presenter.isEditingFilter)
        #expect(harness.router.path == catsPath + [.chat(avatarID: "fx-cat-xiaohu")])
    }

    @Test func openSelectedWithNoMatchDoesNothing() async {
        let harness = Harness(path: catsPath)
        let presenter = await harness.loadedCategory(.avatars(.cat))
        presenter.editFilter { $0.insert("no such cat") }
        await presenter.openSelected()
        #expect(harness.router.path == catsPath)
    }

    @Test func newsRowsAreNewestFirstAndFilterByTitleOrSummary() async {
        let presenter = Harness(path: techPath).category(.news(.technology))
        await presenter.onAppear()
        #expect(presenter.rows.map(\.title) == ["Solid-state batteries reach pilot production 🔋", "日本語入力、AIで変換精度が向上"])
        #expect(presenter.rows.map(\.badges) == [[.hot], [.premium]])
        presenter.editFilter { $0.insert("同音異義語") }
        #expect(presenter.rows.map(\.title) == ["日本語入力、AIで変換精度が向上"])
        presenter.editFilter { $0.clear() }
        presenter.editFilter { $0.insert("🔋") }
        #expect(presenter.rows.count == 1)
    }

    @Test func openSelectedOpensTheFilteredArticle() async {
        let harness = Harness(path: techPath)
        let presenter = await harness.loadedCategory(.news(.technology))
        presenter.editSelection { $0.move(by: 1) }
        presenter.editFilter { $0.insert("twelve minutes") }
        await presenter.openSelected()
        let results = ArticleList(title: "Technology matching “twelve minutes”", ids: ["fx-tech-battery"])
        #expect(harness.router.path == techPath + [.article(id: "fx-tech-battery", list: results)])
    }

    @Test func aGuestOpeningAFilteredPremiumArticleSeesTheAlert() async throws {
        let harness = Harness(path: techPath)
        let presenter = await harness.loadedCategory(.news(.technology))
        presenter.editFilter { $0.insert("日本語") }
        await presenter.openSelected()
        let keyboard = try #require(fixtureArticle("fx-tech-keyboard"))
        let results = ArticleList(title: "Technology matching “日本語”", ids: ["fx-tech-keyboard"])
        #expect(harness.router.alert == ArticleGate.premiumAlert(for: keyboard, in: results))
        #expect(harness.router.path == techPath)
    }

    @Test func anArticleOpensWithTheCategoryAsItsList() async throws {
        let path: [AppRoute] = [.explore, .category(.news(.business))]
        let harness = Harness(path: path, profile: FixtureCatalog.profile)
        let presenter = await harness.loadedCategory(.news(.business))
        await presenter.openSelected()
        guard case .article(_, let list) = harness.router.top else { Issue.record("no article opened"); return }
        #expect(list == ArticleList(title: "Business", ids: ["fx-biz-coffee", "fx-biz-bubbletea"]))
    }

    @Test func aFailingServiceSetsLoadError() async {
        let presenter = Harness(avatars: StubAvatarService.failing()).category(.avatars(.dog))
        await presenter.onAppear()
        #expect(presenter.loadError == "could not load avatars.json: the file cannot be read")
        #expect(!presenter.isLoaded)
        #expect(presenter.rows.isEmpty)
    }
}
