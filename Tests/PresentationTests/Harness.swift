import DataAccess
import Domain
import DomainDoubles
import Foundation
import Presentation
import Testing

/// The services presenters are built from: Domain doubles, over the fixtures' avatars, articles and clock.
struct PresenterServices {
    var avatars: any AvatarService
    var news: any NewsService
    var profiles: any ProfileService
    var chatStore: any ChatStore
    var drafts: any DraftStore
    var userAvatars: any UserAvatarStore
    var popularity: any PopularityStore
    var articleMarks: any ArticleMarksStore
    var responder: any ChatResponder
    var urlOpener: any URLOpener
    var clock: NowProvider
    /// Each avatar's settings: where New avatar keeps a prompt typed in it.
    var avatarSettings = FakeAvatarSettingsStore()
    /// The app's one set of reply savers, which every chat presenter of the harness shares.
    var replySavers = ReplySavers()
    /// The app's running replies, shared by every chat the harness builds.
    var replyRuns = ReplyRuns()
}

/// Builds presenters over Domain doubles, sharing one router.
@MainActor
struct Harness {
    let router: Router
    let deps: PresenterServices
    /// The fixtures' avatars, unless the test gave its own service.
    let catalog: StubAvatarService

    /// The doubles hold the fixtures of `variant`; the responder echoes (see `echoedReply`).
    init(
        path: [AppRoute] = [.explore], sheet: AppSheet? = nil, variant: FixtureCatalog.Variant = .standard,
        profile: Profile? = nil, opener: (any URLOpener)? = nil, news: (any NewsService)? = nil,
        avatars: (any AvatarService)? = nil, responder: (any ChatResponder)? = nil, chatStore: (any ChatStore)? = nil,
        drafts: (any DraftStore)? = nil
    ) {
        router = Router(path: path, sheet: sheet)
        catalog = StubAvatarService(load: FixtureCatalog.avatarLoad(variant))
        let drafts = drafts ?? FakeDraftStore()
        deps = PresenterServices(
            avatars: avatars ?? catalog,
            news: news ?? StubNewsService(load: FixtureCatalog.newsLoad(variant)),
            profiles: FakeProfileService(profile),
            chatStore: chatStore ?? FakeChatStore(clock: FixtureCatalog.clock, drafts: drafts as? FakeDraftStore), drafts: drafts,
            userAvatars: FakeUserAvatarStore(), popularity: FakePopularityStore(), articleMarks: FakeArticleMarksStore(),
            responder: responder ?? ScriptedResponder { avatar, history in echoedReply(avatar, history) },
            urlOpener: opener ?? RecordingURLOpener(), clock: FixtureCatalog.clock)
    }

    var now: Date { deps.clock.now() }

    /// Lets the avatars made so far join the catalog's, as the app's avatar service does (the
    /// wiring is tested in AppCompositionTests).
    func showMadeAvatars() async throws {
        let made = try await deps.userAvatars.userAvatars()
        catalog.answer(try await catalog.allAvatars().items.filter { !$0.isUserMade } + made)
    }

    var articleInteractor: ArticleInteractor {
        ArticleInteractor(
            news: deps.news, profiles: deps.profiles, opener: deps.urlOpener, marks: deps.articleMarks, clock: deps.clock)
    }

    var gate: ArticleGate { ArticleGate(interactor: articleInteractor, router: router) }

    func explore() -> ExplorePresenter {
        ExplorePresenter(
            interactor: ExploreInteractor(avatars: deps.avatars, news: deps.news, marks: deps.articleMarks, clock: deps.clock),
            gate: gate, router: router)
    }

    func category(_ kind: CategoryKind) -> CategoryPresenter {
        CategoryPresenter(
            kind: kind,
            interactor: CategoryInteractor(avatars: deps.avatars, news: deps.news, marks: deps.articleMarks, clock: deps.clock),
            gate: gate, router: router, clock: deps.clock)
    }

    /// Explore after it loaded.
    func loadedExplore() async -> ExplorePresenter {
        let presenter = explore()
        await presenter.onAppear()
        return presenter
    }

    /// A category after it loaded.
    func loadedCategory(_ kind: CategoryKind) async -> CategoryPresenter {
        let presenter = category(kind)
        await presenter.onAppear()
        return presenter
    }

    func article(_ id: String, list: ArticleList? = nil) -> ArticlePresenter {
        ArticlePresenter(articleID: id, list: list, interactor: articleInteractor, router: router, clock: deps.clock)
    }

    /// The chat presenter; `sleeper` times the saves of growing replies (real time unless given).
    func chat(
        _ avatarID: String, pageSize: Int = ChatInteractor.pageSize, sleeper: Sleeper = .system,
        draftSaveDelay: Duration = ChatPresenter.draftSaveDelay, clipboard: (any Clipboard)? = nil
    ) -> ChatPresenter {
        ChatPresenter(
            avatarID: avatarID,
            interactor: ChatInteractor(
                avatars: deps.avatars, responder: deps.responder, store: deps.chatStore, drafts: deps.drafts,
                popularity: deps.popularity, clock: deps.clock, sleeper: sleeper, savers: deps.replySavers),
            router: router, pageSize: pageSize, draftSaveDelay: draftSaveDelay, clipboard: clipboard,
            replies: deps.replyRuns)
    }

    /// Mochi's chat, loaded, with `text` typed and sent.
    func chatAfterSending(_ text: String, sleeper: Sleeper = .system) async -> ChatPresenter {
        let presenter = chat("fx-cat-mochi", sleeper: sleeper)
        await presenter.onAppear()
        presenter.editInput { $0.insert(text) }
        presenter.send()
        return presenter
    }

    /// Mochi's chat with `text` sent to `responder`, a hand-fed one, and the stream of its reply.
    func chatReplying(
        to text: String, from responder: ScriptedResponder, sleeper: Sleeper = .system,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> (ChatPresenter, AsyncThrowingStream<String, Error>.Continuation) {
        let presenter = await chatAfterSending(text, sleeper: sleeper)
        return (presenter, try #require(await responder.stream(0), sourceLocation: sourceLocation))
    }

    func createAccount(pending: PendingAction? = nil) -> CreateAccountPresenter {
        CreateAccountPresenter(
            interactor: ProfileInteractor(profiles: deps.profiles, clock: deps.clock), router: router, pending: pending)
    }

    func createAvatar(_ character: CharacterOption = .cat) -> CreateAvatarPresenter {
        CreateAvatarPresenter(
            character: character,
            interactor: CreateAvatarInteractor(
                avatars: deps.avatars, store: deps.userAvatars, settings: deps.avatarSettings, profiles: deps.profiles,
                clock: deps.clock),
            router: router)
    }

    func savedProfile() async throws -> Profile? { try await deps.profiles.currentProfile() }
}
