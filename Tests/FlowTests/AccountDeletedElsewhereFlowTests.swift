import AppComposition
import AppTestSupport
import DataAccess
import Domain
import Presentation
import TerminalUI
import Testing

/// Two aichats on one data folder (one set of stores): the account deleted in one is noticed by
/// the other at its next screen, which goes to Welcome and says so, rather than carrying on
/// without an account (what it wrote then would be the next account's).
@MainActor
@Suite("An account deleted in another aichats")
struct AccountDeletedElsewhereFlowTests {
    @Test func theOtherAichatsGoesToWelcomeAtItsNextScreen() async throws {
        var deps = AppDependencies.mock(.standard, profile: FixtureCatalog.profile)
        deps.chatStore = await FixtureChats.store()
        let one = await AppDriver(deps: deps, path: [.explore])
        let two = await AppDriver(deps: deps, path: [.explore, .profile])
        await two.press(.char("D"), .char("y"))
        #expect(two.router.path == [.welcome])
        #expect(!two.text.contains("Your account was deleted"), "the one that deleted it says only that")

        await one.press(.char("c"))
        #expect(one.router.path == [.welcome])
        #expect(one.text.contains("Your account was deleted (in another aichats, say)"))
    }

    @Test func aGuestWhoCreatesAnAccountIsWatchedFromThen() async throws {
        let deps = AppDependencies.mock
        let one = await AppDriver(deps: deps, path: [.explore])
        await one.press(.char("c"))
        #expect(one.router.top == .chats, "a guest has no account to lose")
        try await deps.profiles.save(FixtureCatalog.profile)
        await one.press(.escape)
        try await deps.profiles.deleteAccount()
        await one.press(.char("P"))
        #expect(one.router.path == [.welcome])
    }
}
