import AppComposition
import AppTestSupport
import Presentation
import TerminalUI
import Testing

/// Typing over Help where the screen below takes text (F1 in a chat, or over a filter being
/// typed): the first character closes Help and every character goes into the field, so nothing
/// typed is lost. Over a list, Help's letter keys still scroll and close it.
@MainActor
@Suite("Typing over Help goes into the field below it")
struct HelpTypingFlowTests {
    @Test("F1 in a chat, then words: Help closes and the words, j and q included, are in the input")
    func wordsTypedOverHelpInAChat() async {
        let (app, _) = await AppDriver.mochiChat()
        await app.type("so ")
        await app.press(.function(1))
        #expect(app.router.sheet == .help)
        await app.type("just quit? gj")
        #expect(app.router.sheet == nil)
        #expect(app.text.contains("› so just quit? gj"), "\(app.text)")
    }

    @Test("over Help in a chat, Esc, Enter and the arrows still act as Help's own keys")
    func helpKeysStillActInAChat() async {
        let (app, _) = await AppDriver.mochiChat(size: Application.minimumSize)
        await app.press(.function(1), .down, .pageDown, .end, .home)
        #expect(app.router.sheet == .help)
        await app.press(.enter)
        #expect(app.router.sheet == nil)
        #expect(app.text.contains("› Message Mochi 🍡…"), "nothing was typed or sent")
    }

    @Test("over a category's filter being typed, letters close Help and go on into the filter")
    func lettersOverHelpGoIntoAFilter() async {
        let app = await AppDriver(path: [.explore, .category(.avatars(.cat))])
        await app.press(.char("/"))
        await app.type("mo")
        await app.press(.function(1))
        await app.type("chi")
        #expect(app.router.sheet == nil)
        #expect(app.text.contains("mochi"), "\(app.text)")
    }

    @Test("F1 over New avatar shows its keys; typing then closes them and goes into the field")
    func typingOverAFormsKeys() async {
        let app = await AppDriver(path: [.explore])
        await app.press(.char("n"))
        await app.type("Rex")
        await app.press(.function(1))
        #expect(app.text.contains("─ Keys ─") && app.text.contains("Make the avatar"), "the form's keys are shown")
        await app.type("dy q")
        #expect(!app.text.contains("─ Keys ─"))
        #expect(app.text.contains("Rexdy q"), "\(app.text)")
    }

    @Test("over a list, j scrolls Help and q closes it, as before")
    func lettersOverHelpOnAList() async {
        let app = await AppDriver(path: [.explore], size: Application.minimumSize)
        await app.press(.char("?"))
        let opened = app.text
        await app.press(.char("j"))
        #expect(app.text != opened, "j scrolled Help")
        await app.press(.char("q"))
        #expect(app.router.sheet == nil)
        #expect(!app.router.quitRequested)
    }
}
