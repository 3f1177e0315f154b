import Domain
import Presentation
import TerminalUI

extension AppDependencies {
    /// The Add feed sheet over Feeds (`n`): it adds to the feed list of `useFeeds` (the sample
    /// list of `.mock`, in memory) and tells the Feeds screen below which feed to select and fetch.
    @MainActor public func makeAddFeedModule(router: Router) -> AddFeedView {
        AddFeedView(presenter: AddFeedPresenter(interactor: feedReading, router: router, trail: addedFeeds))
    }
}
