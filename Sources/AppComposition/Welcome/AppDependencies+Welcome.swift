import Domain
import Presentation
import TerminalUI

extension AppDependencies {
    @MainActor public func makeWelcomeModule(router: Router) -> WelcomeView {
        WelcomeView(presenter: WelcomePresenter(interactor: ProfileInteractor(profiles: profiles, clock: clock), router: router))
    }
}
