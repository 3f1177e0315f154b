import Domain
import Presentation
import TerminalUI

/// Builds the Welcome screen.
@MainActor public enum WelcomeModuleFactory {
    /// The view with its presenter.
    public static func make(deps: AppDependencies, router: Router) -> WelcomeView {
        WelcomeView(presenter: WelcomePresenter(
            interactor: ProfileInteractor(profiles: deps.profiles, clock: deps.clock), router: router))
    }
}

/// Builds the Explore screen.
@MainActor public enum ExploreModuleFactory {
    /// The view with its presenter and interactor.
    public static func make(deps: AppDependencies, router: Router) -> ExploreView {
        let interactor = ExploreInteractor(avatars: deps.avatars, news: deps.news, marks: deps.articleMarks, clock: deps.clock)
        return ExploreView(presenter: ExplorePresenter(
            interactor: interactor, gate: ArticleGateFactory.make(deps: deps, router: router), router: router,
            now: deps.clock.now()))
    }
}

/// Builds the Category screen.
@MainActor public enum CategoryModuleFactory {
    /// The view for one category.
    public static func make(deps: AppDependencies, router: Router, kind: CategoryKind) -> CategoryView {
        let interactor = CategoryInteractor(avatars: deps.avatars, news: deps.news, marks: deps.articleMarks, clock: deps.clock)
        return CategoryView(presenter: CategoryPresenter(
            kind: kind, interactor: interactor, gate: ArticleGateFactory.make(deps: deps, router: router),
            router: router, now: deps.clock.now()))
    }
}

/// Builds the Article reader.
@MainActor public enum ArticleModuleFactory {
    /// The view for one article.
    public static func make(deps: AppDependencies, router: Router, articleID: String, list: ArticleList?) -> ArticleView {
        ArticleView(presenter: ArticlePresenter(
            articleID: articleID, list: list, interactor: ArticleGateFactory.interactor(deps), router: router,
            now: deps.clock.now()))
    }
}

/// Builds the Chat screen.
@MainActor public enum ChatModuleFactory {
    /// The view for a chat with one avatar.
    public static func make(deps: AppDependencies, router: Router, avatarID: String) -> ChatView {
        let interactor = ChatInteractor(
            avatars: deps.avatars, responder: deps.responder, store: deps.chatStore, drafts: deps.drafts,
            popularity: deps.popularity, clock: deps.clock)
        let exporter = ChatExportInteractor(store: deps.chatStore, exporter: deps.exporter, clock: deps.clock)
        return ChatView(presenter: ChatPresenter(
            avatarID: avatarID, interactor: interactor, router: router, exporter: exporter))
    }
}

/// Builds the Chats screen.
@MainActor public enum ChatsModuleFactory {
    /// The list of conversations.
    public static func make(deps: AppDependencies, router: Router) -> ChatsView {
        let interactor = ChatsInteractor(store: deps.chatStore, avatars: deps.avatars)
        return ChatsView(presenter: ChatsPresenter(interactor: interactor, router: router, now: deps.clock.now()))
    }
}

/// Builds the Profile screen.
@MainActor public enum ProfileModuleFactory {
    /// The profile with its stats.
    public static func make(deps: AppDependencies, router: Router) -> ProfileView {
        let interactor = AccountInteractor(
            profiles: deps.profiles, chats: deps.chatStore, marks: deps.articleMarks, userAvatars: deps.userAvatars)
        return ProfileView(presenter: ProfilePresenter(interactor: interactor, router: router))
    }
}

/// Builds the create-account sheet.
@MainActor public enum CreateAccountModuleFactory {
    /// The sheet, with what to do once the account exists.
    public static func make(deps: AppDependencies, router: Router, pending: PendingAction?) -> CreateAccountView {
        let interactor = ProfileInteractor(profiles: deps.profiles, clock: deps.clock)
        return CreateAccountView(presenter: CreateAccountPresenter(interactor: interactor, router: router, pending: pending))
    }
}

/// Builds the create-avatar sheet.
@MainActor public enum CreateAvatarModuleFactory {
    /// The sheet, starting on a character option.
    public static func make(deps: AppDependencies, router: Router, character: CharacterOption) -> CreateAvatarView {
        let interactor = CreateAvatarInteractor(store: deps.userAvatars, profiles: deps.profiles, clock: deps.clock)
        return CreateAvatarView(presenter: CreateAvatarPresenter(character: character, interactor: interactor, router: router))
    }
}

/// Builds the premium gate shared by the screens that open articles.
@MainActor enum ArticleGateFactory {
    static func interactor(_ deps: AppDependencies) -> ArticleInteractor {
        ArticleInteractor(
            news: deps.news, profiles: deps.profiles, opener: deps.urlOpener, marks: deps.articleMarks, clock: deps.clock)
    }

    static func make(deps: AppDependencies, router: Router) -> ArticleGate {
        ArticleGate(interactor: interactor(deps), router: router)
    }
}
