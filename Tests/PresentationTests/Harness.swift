import AppTestSupport
import AppComposition
import Data
import Domain
import Foundation
import Presentation

/// Builds presenters over the deterministic fixtures, sharing one router.
@MainActor
struct Harness {
    let router: Router
    let deps: AppDependencies

    init(
        path: [AppRoute] = [.explore], sheet: AppSheet? = nil, variant: FixtureCatalog.Variant = .standard,
        profile: Profile? = nil, opener: (any URLOpener)? = nil, news: (any NewsService)? = nil,
        avatars: (any AvatarService)? = nil, responder: (any ChatResponder)? = nil, chatStore: (any ChatStore)? = nil
    ) {
        router = Router(path: path, sheet: sheet)
        var deps = AppDependencies.mock(variant, profile: profile)
        if let opener { deps.urlOpener = opener }
        if let news { deps.news = news }
        if let avatars { deps.avatars = avatars }
        if let responder { deps.responder = responder }
        if let chatStore { deps.chatStore = chatStore }
        if let drafts = chatStore as? any DraftStore { deps.drafts = drafts }
        self.deps = deps
    }

    var now: Date { deps.clock.now() }

    var articleInteractor: ArticleInteractor {
        ArticleInteractor(
            news: deps.news, profiles: deps.profiles, opener: deps.urlOpener, marks: deps.articleMarks, clock: deps.clock)
    }

    var gate: ArticleGate { ArticleGate(interactor: articleInteractor, router: router) }

    func explore() -> ExplorePresenter {
        ExplorePresenter(
            interactor: ExploreInteractor(avatars: deps.avatars, news: deps.news, marks: deps.articleMarks, clock: deps.clock),
            gate: gate, router: router, now: now)
    }

    func category(_ kind: CategoryKind) -> CategoryPresenter {
        CategoryPresenter(
            kind: kind,
            interactor: CategoryInteractor(avatars: deps.avatars, news: deps.news, marks: deps.articleMarks, clock: deps.clock),
            gate: gate, router: router, now: now)
    }

    func article(_ id: String, list: ArticleList? = nil) -> ArticlePresenter {
        ArticlePresenter(articleID: id, list: list, interactor: articleInteractor, router: router, now: now)
    }

    /// The chat presenter; `sleeper` times the saves of growing replies (real time unless given).
    func chat(
        _ avatarID: String, pageSize: Int = ChatInteractor.pageSize, sleeper: Sleeper = .system,
        draftSaveDelay: Duration = ChatPresenter.draftSaveDelay
    ) -> ChatPresenter {
        ChatPresenter(
            avatarID: avatarID,
            interactor: ChatInteractor(
                avatars: deps.avatars, responder: deps.responder, store: deps.chatStore, drafts: deps.drafts,
                popularity: deps.popularity, clock: deps.clock, sleeper: sleeper),
            router: router, pageSize: pageSize, draftSaveDelay: draftSaveDelay)
    }

    /// Mochi's chat, loaded, with `text` typed and sent.
    func chatAfterSending(_ text: String) async -> ChatPresenter {
        let presenter = chat("fx-cat-mochi")
        await presenter.onAppear()
        presenter.editInput { $0.insert(text) }
        presenter.send()
        return presenter
    }

    func createAccount(pending: PendingAction? = nil) -> CreateAccountPresenter {
        CreateAccountPresenter(
            interactor: ProfileInteractor(profiles: deps.profiles, clock: deps.clock), router: router, pending: pending)
    }

    func createAvatar(_ character: CharacterOption = .cat) -> CreateAvatarPresenter {
        CreateAvatarPresenter(
            character: character,
            interactor: CreateAvatarInteractor(store: deps.userAvatars, profiles: deps.profiles, clock: deps.clock),
            router: router)
    }

    func savedProfile() async throws -> Profile? { try await deps.profiles.currentProfile() }
}

func fixtureArticle(_ id: String) -> NewsArticle? { FixtureCatalog.articles.first { $0.id == id } }

/// Lets other main-actor work run until `condition` holds; false if it never does within about two seconds.
@MainActor
func eventually(_ condition: () -> Bool) async -> Bool {
    for attempt in 0..<2_000 {
        if condition() { return true }
        if attempt < 100 { await Task.yield() } else { try? await Task.sleep(for: .milliseconds(1)) }
    }
    return condition()
}

/// Polls until `condition` holds, for at most `seconds` (generous: the machine may be busy);
/// false if it never does.
@MainActor
func eventually(seconds: Double, _ condition: () async throws -> Bool) async rethrows -> Bool {
    let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
    while ContinuousClock.now < deadline {
        if try await condition() { return true }
        try? await Task.sleep(for: .milliseconds(5))
    }
    return try await condition()
}

/// Lets every piece of main-actor work that is already queued run to its end.
@MainActor
func settle() async {
    for _ in 0..<200 { await Task.yield() }
}

/// A URL opener with no browser to start.
struct BrokenURLOpener: URLOpener {
    func open(_ url: URL) async throws { throw DomainError.unavailable("a browser") }
}

