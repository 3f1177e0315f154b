import Domain
import Presentation
import TerminalUI

extension AppDependencies {
    @MainActor public func makeFeedItemsModule(router: Router, scope: FeedItemScope) -> FeedItemsView {
        FeedItemsView(presenter: FeedItemsPresenter(
            scope: scope, interactor: feedReading, activity: feedActivity, router: router, trail: feedTrail,
            memory: feedItemsSelections, clock: clock))
    }
}
