import Domain
import Presentation
import TerminalUI

extension AppDependencies {
    @MainActor public func makeExploreModule(router: Router) -> ExploreView {
        let interactor = ExploreInteractor(avatars: avatars, news: news, marks: articleMarks, clock: clock, feeds: feedReading)
        return ExploreView(presenter: ExplorePresenter(
            interactor: interactor, gate: makeArticleGate(router: router), router: router,
            feedGate: FeedGate(interactor: feedReading, router: router), activity: feedActivity, trail: articleTrail,
            feedTrail: feedTrail, removal: makeAvatarRemoval(router: router)))
    }
}
