/// What most presenters work through: their feature's interactor, for its use cases, and the
/// router, to move between screens and show notices. A presenter adds its state and intents:
/// `final class XPresenter: FeaturePresenter<XInteractor>, ScreenPresenter`.
@MainActor
public class FeaturePresenter<Interactor> {
    let interactor: Interactor
    let router: Router

    public init(interactor: Interactor, router: Router) {
        self.interactor = interactor
        self.router = router
    }
}
