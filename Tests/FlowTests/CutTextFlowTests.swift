import AppComposition
import AppTestSupport
import DataAccess
import Presentation
import TerminalUI
import Testing

/// Text cut to fit ends in "…", and nothing that was not cut does.
@MainActor
@Suite("Cut text shows where it was cut")
struct CutTextFlowTests {
    @Test func theAvatarSettingsHeaderCutsTheDescriptionWithAnEllipsis() async {
        let app = await AppDriver(path: [.explore], size: Size(width: 60, height: 16))
        app.router.present(.avatarSettings(avatarID: "fx-alien-zorp"))
        await app.app.syncModules()
        let line = app.text.split(separator: "\n").first { $0.contains("An alien that is") }.map(String.init) ?? ""
        #expect(line.contains("An alien that is collecting rocks on the far side of … │"), "\(app.text)")
    }

    @Test func aLongChatSearchIsCutWithAnEllipsisAndKeepsItsClosingQuote() async throws {
        var deps = AppDependencies.mock
        deps.chatStore = await FixtureChats.store()
        let app = await AppDriver(deps: deps, path: [.explore, .chats], size: Size(width: 60, height: 16))
        await app.press(.char("/"))
        await app.type(String(repeating: "long", count: 30))
        await app.press(.enter)
        #expect(await app.waitUntil { $0.contains("No message holds") })
        let lines = app.text.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains(" / longlong") && $0.contains("…") }, "\(app.text)")
        #expect(lines.contains { $0.contains("No message holds “longlong") && $0.contains("…”") }, "\(app.text)")
    }
}
