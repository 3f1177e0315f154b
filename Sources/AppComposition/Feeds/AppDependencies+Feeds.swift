import Domain
import Presentation
import TerminalUI

extension AppDependencies {
    @MainActor public func makeFeedsModule(router: Router) -> FeedsView {
        FeedsView(presenter: FeedsPresenter(
            interactor: feedReading, activity: feedActivity, router: router, clock: clock, addedFeeds: addedFeeds))
    }
}
