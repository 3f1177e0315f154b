import AppComposition
import AppTestSupport
import Presentation
import TerminalUI
import Testing

/// Nothing typed may be lost: a paste over an overlay that takes no text (Help, a lone OK alert,
/// F1's key list over a form) closes it, as Esc would, and goes on to the screen below.
@MainActor
@Suite("A paste over Help, an alert or a form's key list closes it and goes on below")
struct OverlayPasteFlowTests {
    @Test("F1 over a chat, then a paste: Help closes and the paste is in the input")
    func pasteOverHelpGoesIntoTheChatInput() async {
        let app = await AppDriver(path: [.explore, .chat(avatarID: "fx-cat-mochi")])
        await app.type("my draft ")
        await app.press(.function(1))
        #expect(app.router.sheet == .help)
        await app.paste("pasted")
        #expect(app.router.sheet == nil)
        #expect(app.text.contains("my draft pasted"))
    }

    @Test("A lone OK alert over a chat, then a paste: the alert closes and the paste is in the input")
    func pasteOverALoneOKGoesIntoTheChatInput() async {
        let app = await AppDriver(path: [.explore, .chat(avatarID: "fx-cat-mochi")])
        await app.type("my draft ")
        app.router.present(alert: AppAlert(title: "Something failed", message: "It did not work."))
        await app.app.syncModules()
        #expect(app.text.contains("It did not work."))
        await app.paste("pasted")
        #expect(app.router.alert == nil)
        let text = app.text
        #expect(!text.contains("It did not work."))
        #expect(text.contains("my draft pasted"))
    }

    @Test("F1 over the new-avatar form, then a paste: the key list closes and the paste is in the name")
    func pasteOverAFormsKeysGoesIntoTheField() async {
        let app = await AppDriver(path: [.explore])
        await app.press(.char("n"))
        await app.type("Dango")
        await app.press(.function(1))
        #expect(app.text.contains("Everywhere"), "the form's keys show over it")
        await app.paste(" the second")
        #expect(app.router.sheet == .createAvatar(.assistant))
        let text = app.text
        #expect(!text.contains("Everywhere"), "the key list is closed")
        #expect(text.contains("Dango the second"))
    }

    @Test("A paste on a list (no text field): none of it acts, and a notice says it was not taken")
    func pasteOnAListIsNotTakenAndSaysSo() async {
        let app = await AppDriver(path: [.explore])
        await app.paste("cjjq")
        #expect(app.router.path == [.explore])
        #expect(app.router.notice?.text == "Paste not taken: this screen has no text field (/ filters, a chat types)")
    }
}
