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

        await app.press(.char("D"), .char("y"))
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

    /// The tester's steps: at 60x16, a name of 32 CJK characters (64 cells) is cut with "…".
    @Test func aNameWiderThanTheWindowEndsInAnEllipsis() async throws {
        let deps = AppDependencies.mock(.standard, profile: FixtureCatalog.profile)
        let app = await AppDriver(deps: deps, path: [.explore, .profile], size: Size(width: 60, height: 16))
        let name = String(repeating: "一二三四五六七八", count: 4)
        await app.press(.char("r"), .ctrl("u"))
        await app.paste(name)
        await app.press(.enter)
        #expect(try await deps.profiles.currentProfile()?.name == name)
        let line = try #require(app.text.split(separator: "\n").first { $0.contains("Name") })
        #expect(line.last { $0 != " " } == "…", "\(line)")
        #expect(line.contains("一二三四五六七八一二三四五六七八"))
        await app.resize(to: Size(width: 120, height: 30))
        #expect(app.text.contains(name), "shown whole where it fits")
    }
}

/// Renaming is a form of one field: Esc and Ctrl-C with another name typed warn first, as New
/// avatar's do, and a quit names what was typed.
@MainActor
@Suite("Leaving a rename with a new name typed")
struct ProfileRenameDiscardFlowTests {
    private func renaming(_ typed: String) async -> (AppDriver, AppDependencies) {
        let deps = AppDependencies.mock(.standard, profile: FixtureCatalog.profile)
        let app = await AppDriver(deps: deps, path: [.explore, .profile])
        await app.press(.char("r"))
        await app.type(typed)
        return (app, deps)
    }

    @Test func theFirstEscWarnsAndTheSecondKeepsTheOldName() async throws {
        let (app, deps) = await renaming(" the Great")
        await app.press(.escape)
        #expect(app.router.notice?.text == "Unsaved name: Enter saves it, Esc again discards it")
        #expect(app.text.contains("Mei 美咲 the Great"), "the field and its text stay")
        await app.press(.escape)
        #expect(!app.text.contains("the Great"))
        #expect(app.router.top == .profile)
        #expect(try await deps.profiles.currentProfile()?.name == "Mei 美咲")
    }

    @Test func theFirstCtrlCWarnsAndTheSecondQuits() async {
        let (app, _) = await renaming(" Zebulon")
        await app.press(.ctrl("c"))
        #expect(!app.router.quitRequested)
        #expect(app.router.notice?.text == "Unsaved name: Enter saves it, Ctrl-C again quits without it")
        await app.press(.ctrl("c"))
        #expect(app.router.quitRequested)
    }

    @Test func aQuitSignalNamesTheNameTyped() async {
        let (app, _) = await renaming(" Zebulon")
        app.terminal.send(.quit)
        await app.app.run()
        #expect(app.app.discardedInput.map(\.description) == ["Profile: new name “Mei 美咲 Zebulon”"])
    }

    @Test func theSavedNameUntouchedLeavesAtOnce() async {
        let (app, _) = await renaming("x")
        await app.press(.backspace, .escape)
        #expect(app.router.notice == nil)
        #expect(!app.text.contains("Enter save"), "renaming ended")
        await app.press(.char("r"), .ctrl("c"))
        #expect(app.router.quitRequested)
    }
}
