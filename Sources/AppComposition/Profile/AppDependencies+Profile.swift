import Domain
import Presentation
import TerminalUI

extension AppDependencies {
    @MainActor public func makeProfileModule(router: Router) -> ProfileView {
        let interactor = AccountInteractor(
            profiles: profiles, chats: chatStore, drafts: drafts, marks: articleMarks, userAvatars: userAvatars, feedCache: feedCache)
        return ProfileView(presenter: ProfilePresenter(interactor: interactor, router: router))
    }
}
