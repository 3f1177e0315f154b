import Domain
import Presentation
import TerminalUI

extension AppDependencies {
    @MainActor public func makeArticleModule(router: Router, articleID: String, list: ArticleList?) -> ArticleView {
        ArticleView(presenter: ArticlePresenter(
            articleID: articleID, list: list, interactor: articleInteractor, chats: articleChatsInteractor, router: router,
            trail: articleTrail, clock: clock))
    }

    /// What Explore and Category open articles through: a guest is asked to make an account for
    /// a premium one.
    @MainActor func makeArticleGate(router: Router) -> ArticleGate {
        ArticleGate(interactor: articleInteractor, router: router)
    }

    private var articleInteractor: ArticleInteractor {
        ArticleInteractor(news: news, profiles: profiles, opener: urlOpener, marks: articleMarks, clock: clock)
    }
}
