import Domain
import Presentation
import TerminalUI

extension AppDependencies {
    @MainActor public func makeFeedArticleModule(router: Router, itemID: Int64, place: FeedItemPlace? = nil) -> FeedArticleView {
        FeedArticleView(presenter: FeedArticlePresenter(
            itemID: itemID, place: place, interactor: feedReading, chats: articleChatsInteractor, activity: feedActivity, router: router,
            trail: feedTrail, clock: clock))
    }
}
