import Domain
import Presentation
import Testing

@MainActor
@Suite("WelcomePresenter")
struct WelcomePresenterTests {
    func welcome(_ harness: Harness) -> WelcomePresenter {
        WelcomePresenter(interactor: ProfileInteractor(profiles: harness.deps.profiles, clock: harness.deps.clock),
                         router: harness.router)
    }

    @Test func getStartedPresentsTheCreateAccountSheet() async {
        let harness = Harness(path: [.welcome])
        welcome(harness).getStarted()
        #expect(harness.router.sheet == .createAccount(then: nil))
        #expect(harness.router.path == [.welcome])
    }

    @Test func continueAsGuestGoesToExploreAndIsRemembered() async throws {
        let harness = Harness(path: [.welcome])
        #expect(try await !harness.deps.profiles.hasLeftWelcome())
        await welcome(harness).continueAsGuest()
        #expect(harness.router.path == [.explore])
        #expect(harness.router.sheet == nil)
        #expect(try await harness.deps.profiles.currentProfile() == nil, "a guest has no profile")
        #expect(try await harness.deps.profiles.hasLeftWelcome(), "Welcome is skipped next time")
    }
}
