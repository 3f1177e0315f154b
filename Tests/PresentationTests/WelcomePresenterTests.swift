import Presentation
import Testing

@MainActor
@Suite("WelcomePresenter")
struct WelcomePresenterTests {
    @Test func getStartedPresentsTheCreateAccountSheet() {
        let router = Router(path: [.welcome])
        WelcomePresenter(router: router).getStarted()
        #expect(router.sheet == .createAccount(then: nil))
        #expect(router.path == [.welcome])
    }

    @Test func continueAsGuestGoesToExplore() {
        let router = Router(path: [.welcome])
        WelcomePresenter(router: router).continueAsGuest()
        #expect(router.path == [.explore])
        #expect(router.sheet == nil)
    }
}
