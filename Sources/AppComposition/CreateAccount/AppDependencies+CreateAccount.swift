import Domain
import Presentation
import TerminalUI

extension AppDependencies {
    /// `pending` is what the sheet does once the account exists (open the premium article).
    @MainActor public func makeCreateAccountModule(router: Router, pending: PendingAction?) -> CreateAccountView {
        let interactor = ProfileInteractor(profiles: profiles, clock: clock)
        return CreateAccountView(presenter: CreateAccountPresenter(interactor: interactor, router: router, pending: pending))
    }
}
