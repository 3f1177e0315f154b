import AppComposition
import AppTestSupport
import DataAccess
import Domain
import DomainDoubles
import Presentation
import TerminalUI
import Testing

/// A reply the database refused (a full disk) is held and saved again every few seconds, also
/// after its chat was left: leaving says so, `q` and Ctrl-C warn before quitting without it, and
/// a quit (or a signal, which cannot ask) names it for the terminal.
@MainActor
@Suite("Quitting while a reply is not saved")
struct HeldReplyQuitFlowTests {
    /// Mochi's chat, left (Esc) after its reply "Once upon a time" was refused by a full disk.
    private func leftChatWithRefusedReply() async throws -> AppDriver {
        var deps = AppDependencies.mock
        let store = FakeChatStore(clock: FixtureCatalog.clock)
        let responder = ScriptedResponder()
        deps.chatStore = store
        deps.responder = responder
        let app = await AppDriver(deps: deps, path: [.explore, .chat(avatarID: "fx-cat-mochi")])
        await app.type("tell me a story")
        await app.press(.enter)
        let stream = try #require(await responder.stream(0))
        await store.failWrites()
        stream.yield("Once upon a time")
        stream.finish()
        try #require(await app.waitUntil { $0.contains("Could not save this reply: the disk is full.") && !$0.contains("is typing") })
        await app.press(.escape)
        try #require(app.router.path == [.explore], "the chat was left: \(app.text)")
        #expect(app.router.notice == Notice(
            "Could not save a reply (the disk is full): it is kept while aichats runs, in the chat", isError: true))
        return app
    }

    @Test(arguments: [Key.char("q"), .ctrl("c")])
    func aQuitKeyWarnsFirstThenQuitsNamingTheReply(_ key: Key) async throws {
        let app = try await leftChatWithRefusedReply()
        await app.press(key)
        #expect(!app.router.quitRequested)
        #expect(app.router.notice?.text == "A reply in the chat with Mochi 🍡 is not saved (the disk is full): "
            + "\(key.label) again quits without it, leaving the text on the terminal")
        app.terminal.send(keys: [key])
        await app.app.run()
        #expect(app.app.discardedInput.map(\.description) == ["Chat with Mochi 🍡: reply “Once upon a time”"])
        #expect(app.app.discardedReplies == 1)
    }

    @Test func anotherKeyTakesTheWarningBack() async throws {
        let app = try await leftChatWithRefusedReply()
        await app.press(.char("q"), .down, .char("q"))
        #expect(!app.router.quitRequested)
    }

    @Test func aQuitSignalNamesTheReplyOfAChatLeftBefore() async throws {
        let app = try await leftChatWithRefusedReply()
        app.terminal.send(.quit)
        await app.app.run()
        #expect(app.app.discardedInput.map(\.description) == ["Chat with Mochi 🍡: reply “Once upon a time”"])
    }
}
