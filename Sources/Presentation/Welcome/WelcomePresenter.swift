import Domain
import Observation

/// The first-run screen's intents.
@MainActor @Observable
public final class WelcomePresenter: FeaturePresenter<ProfileInteractor>, ScreenPresenter {
    /// "Get started": the create-account sheet, then Explore.
    public func getStarted() { router.present(.createAccount(then: nil)) }

    /// "Continue as guest": straight to Explore, and Welcome is not shown again. If the choice
    /// cannot be saved the user still goes on, and is told.
    public func continueAsGuest() async {
        router.setRoot(.explore)
        do {
            try await interactor.continueAsGuest()
        } catch {
            router.show(Notice("Could not save the choice to continue as a guest: \(error.userMessage)", isError: true))
        }
    }
}
