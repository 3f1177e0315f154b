import AppComposition
import AppTestSupport
import DataAccess
import Presentation
import TerminalUI
import Testing

/// While "Terminal too small" shows, keys do not act on the hidden screen; typed text goes on into
/// its field.
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

    @Test func navigationIsIgnoredAndSaidSoButTypingAndPasteAreKept() async {
        let app = await AppDriver(path: [.explore, .chat(avatarID: "fx-cat-mochi")])
        await app.resize(to: tiny)
        await app.press(.escape, .char("?"), .function(1), .enter)
        await app.type(" typed words")
        await app.paste(" pasted words")
        #expect(app.router.path == [.explore, .chat(avatarID: "fx-cat-mochi")])
        #expect(app.router.sheet == nil)
        await app.resize(to: Size(width: 80, height: 24))
        #expect(app.text.contains("› ? typed words pasted words"), "text typed unseen goes into the input")
        #expect(app.router.notice?.text == "3 keys pressed while the terminal was too small did nothing")
        await app.type("!")
        #expect(app.router.notice == nil, "the notice goes with the next key")
    }

    /// Ctrl-Z is the terminal's own key, as Ctrl-C is: it suspends there too, instead of being
    /// counted among the keys that did nothing (and `fg` typed after it going into the chat).
    @Test func ctrlZIsNotAKeyThatDidNothing() async {
        let app = await AppDriver(path: [.explore, .chat(avatarID: "fx-cat-mochi")])
        await app.resize(to: tiny)
        await app.press(.ctrl("z"))
        await app.resize(to: Size(width: 80, height: 24))
        #expect(app.router.notice == nil, "\(String(describing: app.router.notice?.text))")
    }

    /// The keys that edit the field act as letters do, or the text would keep the letters and lose
    /// their corrections: Backspace, Del, ←, Alt-Enter's new line.
    @Test func editingKeysEditTheChatInput() async throws {
        let app = await AppDriver(path: [.explore, .chat(avatarID: "fx-cat-mochi")])
        await app.type("P1")
        await app.resize(to: tiny)
        await app.press(.altEnter)
        await app.type("P22")
        await app.press(.backspace)
        await app.type("x")
        await app.press(.left, .delete, .enter)
        await app.resize(to: Size(width: 80, height: 24))
        let lines = app.screen.textLines()
        let first = try #require(lines.firstIndex { $0.contains("› P1") })
        #expect(lines[first + 1].contains("   P2"), "\(lines)")
        #expect(!app.text.contains("P22") && !app.text.contains("P2x") && !app.text.contains("P1P2"))
        #expect(app.router.notice?.text == "1 key pressed while the terminal was too small did nothing", "Enter did not send")
    }

    @Test func editingKeysEditTheProfileName() async throws {
        let app = await AppDriver(deps: .mock(.standard, profile: FixtureCatalog.profile), path: [.explore, .profile])
        await app.press(.char("r"))
        await app.type("NewName")
        await app.resize(to: tiny)
        await app.press(.backspace, .backspace, .backspace, .backspace)
        await app.type("XY")
        await app.resize(to: Size(width: 80, height: 24))
        #expect(app.text.contains("Mei 美咲NewXY"), "\(app.text)")
        #expect(app.router.notice == nil, "every key acted")
    }

    /// tmux passes a resize on to the app up to a quarter second late: text typed just after the
    /// window grew back still finds the app too small, and must not be lost.
    @Test func typingAcrossShortShrinksKeepsEveryWord() async {
        let app = await AppDriver(path: [.explore, .chat(avatarID: "fx-cat-mochi")])
        let words = (1...20).map { "k\($0)" }
        for word in words {
            await app.resize(to: tiny)
            await app.type(word + " ")
            await app.resize(to: Size(width: 100, height: 30))
        }
        #expect(app.text.contains("› " + words.joined(separator: " ")))
        #expect(app.router.notice == nil, "nothing was ignored")
    }

    /// A key is judged by the size it was typed at: one that waited while the terminal shrank
    /// (its resize not handled yet) acts on the screen the user saw.
    @Test func aKeyTypedBeforeAShrinkActs() async {
        let (app, _) = await chatsDriver()
        #expect(app.text.contains("▸ Mochi"))
        app.terminal.size = tiny
        await app.press(.down)
        await app.resize(to: tiny)
        await app.resize(to: Size(width: 80, height: 24))
        #expect(!app.text.contains("▸ Mochi"), "the selection moved")
        #expect(app.router.notice == nil)
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
