import Domain
import Presentation
import TerminalUI

extension AppDependencies {
    @MainActor public func makeCategoryModule(router: Router, kind: CategoryKind) -> CategoryView {
        let interactor = CategoryInteractor(avatars: avatars, news: news, marks: articleMarks, clock: clock)
        return CategoryView(presenter: CategoryPresenter(
            kind: kind, interactor: interactor, gate: makeArticleGate(router: router), router: router,
            trail: articleTrail, removal: makeAvatarRemoval(router: router), memory: categorySelections,
            clock: clock))
    }
}
