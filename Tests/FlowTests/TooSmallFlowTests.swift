import AppComposition
import AppTestSupport
import DataAccess
import Presentation
import TerminalUI
import Testing

/// While "Terminal too small" shows, keys never reach the hidden screen.
@MainActor
@Suite("Keys while the terminal is too small")
struct TooSmallFlowTests {
    private let tiny = Size(width: 40, height: 10)

    func chatsDriver() async -> (AppDriver, AppDependencies) {
        var deps = AppDependencies.mock
        deps.chatStore = await FixtureChats.store()
        return (await AppDriver(deps: deps, path: [.explore, .chats]), deps)
    }

    @Test func deleteKeysDoNothingToTheHiddenChatsList() async throws {
        let (app, deps) = await chatsDriver()
        await app.resize(to: tiny)
        #expect(app.text.contains("Terminal too small"))
        await app.press(.down, .char("d"), .enter)
        #expect(app.router.alert == nil)
        #expect(try await deps.chatStore.chats().count == 3)
        await app.resize(to: Size(width: 80, height: 24))
        #expect(app.text.contains("3 conversations"))
        #expect(app.text.contains("▸ Mochi"), "the selection did not move")
    }

    @Test func navigationAndPasteAreIgnored() async {
        let app = await AppDriver(path: [.explore, .chat(avatarID: "fx-cat-mochi")])
        await app.resize(to: tiny)
        await app.press(.escape, .char("?"), .function(1), .backspace)
        await app.type("typed words")
        await app.paste("pasted words")
        #expect(app.router.path == [.explore, .chat(avatarID: "fx-cat-mochi")])
        #expect(app.router.sheet == nil)
        await app.resize(to: Size(width: 80, height: 24))
        #expect(!app.text.contains("typed words"))
        #expect(!app.text.contains("pasted words"))
    }

    @Test func aTinyTerminalShowsWhatFitsWhole() async {
        let app = await AppDriver(path: [.explore, .chats])
        await app.resize(to: Size(width: 10, height: 2))
        #expect(app.terminal.lastFrame?.textLines() == ["Too small ", "need 60×16"])
        await app.resize(to: Size(width: 30, height: 2))
        #expect(app.terminal.lastFrame?.textLines() == ["      Terminal too small      ", "     need 60×16, now 30×2     "])
        await app.resize(to: Size(width: 12, height: 1))
        #expect(app.terminal.lastFrame?.textLines() == ["60×16 needed"])
        await app.resize(to: Size(width: 80, height: 24))
        #expect(app.text.contains("conversations"))
    }

    @Test func qDoesNotQuitOverAChatWhereLettersType() async {
        let app = await AppDriver(path: [.explore, .chat(avatarID: "fx-cat-mochi")])
        await app.resize(to: tiny)
        await app.type("quick")
        #expect(!app.router.quitRequested)
        await app.press(.ctrl("c"))
        #expect(app.router.quitRequested)
    }

    @Test func qQuitsWhereLettersDoNotType() async {
        let app = await AppDriver(path: [.explore, .chats])
        await app.resize(to: tiny)
        await app.press(.char("q"))
        #expect(app.router.quitRequested)
    }

    @Test func ctrlCQuitsAndCtrlLRedraws() async {
        let app = await AppDriver(path: [.explore, .chats])
        await app.resize(to: tiny)
        let before = app.terminal.invalidateCount
        await app.press(.ctrl("l"))
        #expect(app.terminal.invalidateCount == before + 1)
        #expect(!app.router.quitRequested)
        await app.press(.ctrl("c"))
        #expect(app.router.quitRequested)
    }
}
