import AppTestSupport
import Presentation
import TerminalUI
import Testing

/// Esc then a key typed quickly (or sent in one write over ssh) arrives as Alt with the key.
/// Where that chord means nothing, a list takes it as the two keys; a text field says so.
@MainActor
@Suite("Alt with a key that means nothing on the screen")
struct UnboundAltFlowTests {
    @Test("on Explore, Alt-c is Esc then c: Chats opens")
    func onAListBothKeysAct() async {
        let app = await AppDriver(path: [.explore])
        await app.press(.alt("c"))
        #expect(app.router.path == [.explore, .chats])
    }

    @Test("on a category's kept filter, Alt-j clears it (Esc) and moves down (j)")
    func aKeptFilterIsClearedAndTheKeyMoves() async {
        let app = await AppDriver(path: [.explore, .category(.avatars(.cat))])
        await app.press(.char("/"))
        await app.type("ca")
        await app.press(.enter)
        #expect(app.text.contains("/ ca"))
        await app.press(.alt("j"))
        let screen = app.text
        #expect(!screen.contains("/ ca"), "the filter was not cleared:\n\(screen)")
    }

    @Test("in the chat's input, Alt-x only says it does nothing: Esc would leave the chat")
    func inATextFieldItSaysSo() async {
        let app = await AppDriver(path: [.explore, .chat(avatarID: "fx-cat-mochi")])
        await app.type("hello")
        await app.press(.alt("x"))
        #expect(app.router.path == [.explore, .chat(avatarID: "fx-cat-mochi")])
        #expect(app.router.notice?.text == "Alt-x does nothing here (Esc then x: type them apart)")
        #expect(app.text.contains("› hello"))
    }
}
