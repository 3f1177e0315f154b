import AppComposition
import AppTestSupport
import DataAccess
import Domain
import Presentation
import TerminalUI
import Testing

@MainActor
@Suite("The profile through the real application loop")
struct ProfileFlowTests {
    @Test func renameRecolourAndDeleteTheAccount() async throws {
        var deps = AppDependencies.mock(.standard, profile: FixtureCatalog.profile)
        deps.chatStore = await FixtureChats.store()
        let app = await AppDriver(deps: deps, path: [.explore])
        await app.press(.char("P"))
        #expect(app.router.top == .profile)
        #expect(app.text.contains("Mei 美咲"))

        await app.press(.char("r"), .char("u"), .backspace, .backspace, .backspace)
        await app.type("Rin")
        await app.press(.enter)
        #expect(try await deps.profiles.currentProfile()?.name == "Mei Rin")

        await app.press(.right)
        #expect(try await deps.profiles.currentProfile()?.color == .red)

        await app.press(.char("D"), .enter)
        #expect(app.router.path == [.welcome])
        #expect(try await deps.profiles.currentProfile() == nil)
        #expect(try await deps.chatStore.chats().isEmpty)
    }

    @Test func aGuestCreatesAnAccountFromTheProfile() async {
        let app = await AppDriver(deps: .mock, path: [.explore, .profile])
        #expect(app.text.contains("browsing as a guest"))
        await app.press(.enter)
        #expect(app.router.sheet == .createAccount(then: nil))
        await app.type("Rin")
        await app.press(.enter)
        #expect(app.router.sheet == nil)
        #expect(app.text.contains("Member since"))
        #expect(app.text.contains("Rin"))
    }
}
