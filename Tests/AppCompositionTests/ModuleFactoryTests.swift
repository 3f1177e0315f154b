import AppComposition
import DataAccess
import Domain
import Presentation
import TerminalUI
import Testing

/// Every module factory builds its screen from `.mock`: the view loads through the presenter and
/// the interactor the factory wired, and its first frame shows the fixtures.
@MainActor
@Suite("Module factories")
struct ModuleFactoryTests {
    let router = Router(path: [.explore])

    /// The view's title and first frame, as text, after it loaded.
    func firstFrame(_ view: any ScreenView) async -> (title: String, text: String) {
        await view.appear()
        let size = Size(width: 100, height: 30)
        var buffer = ScreenBuffer(size: size)
        view.render(in: Rect(x: 0, y: 0, width: size.width, height: size.height), buffer: &buffer, theme: .standard)
        return (view.title, buffer.textLines().joined(separator: "\n"))
    }

    @Test func welcomeAndExplore() async {
        let welcome = await firstFrame(AppDependencies.mock.makeWelcomeModule(router: router))
        #expect(welcome.title == "Welcome")
        #expect(welcome.text.contains("Continue as guest"))
        let explore = await firstFrame(AppDependencies.mock.makeExploreModule(router: router))
        #expect(explore.title == "Explore")
        #expect(explore.text.contains("Kenji"), "the fixtures' popular avatars")
    }

    @Test func categoryAndArticle() async throws {
        let cats = await firstFrame(AppDependencies.mock.makeCategoryModule(router: router, kind: .avatars(.cat)))
        #expect(cats.text.contains("Mochi"))
        let article = try #require(FixtureCatalog.articles.first { !$0.isPremium })
        let reader = await firstFrame(
            AppDependencies.mock.makeArticleModule(router: router, articleID: article.id, list: nil))
        #expect(reader.title == "Article")
        #expect(reader.text.contains(article.source))
    }

    @Test func chatAndChats() async {
        let chat = await firstFrame(AppDependencies.mock.makeChatModule(router: router, avatarID: "fx-cat-mochi"))
        #expect(chat.title == FixtureCatalog.avatars.first { $0.id == "fx-cat-mochi" }?.name)
        let chats = await firstFrame(await AppDependencies.sample().makeChatsModule(router: router))
        #expect(chats.title == "Chats")
        #expect(chats.text.contains("3 conversations"))
    }

    @Test func profileAndTheSheets() async {
        let deps = AppDependencies.mock(.standard, profile: FixtureCatalog.profile)
        let profile = await firstFrame(deps.makeProfileModule(router: router))
        #expect(profile.title == "Profile")
        #expect(profile.text.contains(FixtureCatalog.profile.name))
        let account = await firstFrame(AppDependencies.mock.makeCreateAccountModule(router: router, pending: nil))
        #expect(account.title == "Create account")
        let avatar = await firstFrame(AppDependencies.mock.makeCreateAvatarModule(router: router, character: .robot))
        #expect(avatar.title == "New avatar")
        #expect(avatar.text.contains("A robot"))
        #expect(avatar.text.contains("System prompt"))
    }

    @Test func theAvatarsOfMockAreTheFixturesWithTheUsersAndTheirOpens() async throws {
        let deps = AppDependencies.mock
        let made = try await CreateAvatarInteractor(
            avatars: deps.avatars, store: deps.userAvatars, settings: deps.avatarSettings, profiles: deps.profiles,
            clock: deps.clock)
            .create(name: "Bolt", character: .robot, action: "sorting screws", location: "in a workshop")
        try await deps.popularity.recordOpen(of: made.id)
        let avatars = try await deps.avatars.allAvatars().items
        #expect(avatars.dropLast() == FixtureCatalog.avatars)
        #expect(avatars.last == made.withPopularity(1))
        let explore = await firstFrame(deps.makeExploreModule(router: router))
        #expect(explore.text.contains("Bolt"), "a made avatar shows in Explore")
    }

    @Test func linksOfTheFixturesOpenNowhereAndTheArticleSaysSo() async throws {
        let article = try #require(FixtureCatalog.articles.first { !$0.isPremium })
        let router = Router(path: [.explore, .article(id: article.id, list: nil)])
        let reader = AppDependencies.mock.makeArticleModule(router: router, articleID: article.id, list: nil)
        await reader.appear()
        let open = try #require(reader.keymap.first { $0.keys.contains(.char("o")) })
        await open.perform(.char("o"))
        #expect(router.notice == Notice("Could not open the link: links are not opened with the test fixtures", isError: true))
    }

    @Test func continueAsGuestGoesToExploreAndSkipsWelcomeNextTime() async throws {
        let deps = AppDependencies.mock
        let router = Router(path: [.welcome])
        #expect(await Application.startingRouter(deps: deps).path == [.welcome])
        await WelcomePresenter(interactor: ProfileInteractor(profiles: deps.profiles, clock: deps.clock), router: router)
            .continueAsGuest()
        #expect(router.path == [.explore])
        #expect(router.sheet == nil)
        #expect(try await deps.profiles.currentProfile() == nil, "a guest has no profile")
        #expect(await Application.startingRouter(deps: deps).path == [.explore])
    }
}
