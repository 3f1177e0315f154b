import Observation

/// The first-run screen's intents.
@MainActor @Observable
public final class WelcomePresenter {
    private let router: Router

    /// Creates the presenter.
    public init(router: Router) { self.router = router }

    /// "Get started": the create-account sheet, then Explore.
    public func getStarted() { router.present(.createAccount(then: nil)) }

    /// "Continue as guest": straight to Explore.
    public func continueAsGuest() { router.setRoot(.explore) }
}
