import Domain
import Presentation
import TerminalUI

extension AppDependencies {
    @MainActor public func makeFeedArticleModule(router: Router, itemID: Int64) -> FeedArticleView {
        FeedArticleView(presenter: FeedArticlePresenter(itemID: itemID, interactor: feedReading, router: router, now: clock.now()))
    }
}
