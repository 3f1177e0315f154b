import AppTestSupport
import TerminalUI
import Testing

/// Alt-Backspace in a text field deletes the word before the cursor, as Ctrl-W does (readline's
/// backward-kill-word), rather than one character.
@MainActor
@Suite("Alt-Backspace in a text field")
struct AltBackspaceFlowTests {
    @Test func altBackspaceDeletesTheWordBeforeTheCursor() async {
        let (app, responder) = await AppDriver.mochiChat(size: Size(width: 80, height: 24))
        await app.type("hello brave world")
        await app.press(.altBackspace)
        let text = app.text
        #expect(text.contains("› hello brave"))
        #expect(!text.contains("world"))
        #expect(!text.contains("brave worl"), "not one character only")
        responder.finish()
    }

    @Test func theHelpListsItWithCtrlW() async {
        let (app, responder) = await AppDriver.mochiChat(size: Size(width: 100, height: 60))
        await app.press(.function(1))
        let text = app.text
        #expect(text.contains("Ctrl-W/Alt-Backspace"))
        responder.finish()
    }
}
