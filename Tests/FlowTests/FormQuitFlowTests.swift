import AppComposition
import AppTestSupport
import Presentation
import TerminalUI
import Testing

/// Ctrl-C over a form holding unsaved input asks first, as Esc does; a quit signal, which cannot
/// ask, leaves the app saying what was not kept.
@MainActor
@Suite("Ctrl-C over a form with unsaved input")
struct FormQuitFlowTests {
    nonisolated static let forms: [AppSheet] = [.createAvatar(.cat), .createAccount(then: nil), .avatarSettings(avatarID: "fx-cat-mochi")]

    private func driver(_ sheet: AppSheet) async -> AppDriver {
        let app = await AppDriver(path: [.explore])
        app.router.present(sheet)
        await app.app.syncModules()
        return app
    }

    @Test(arguments: forms)
    func theFirstCtrlCWarnsAndTheSecondQuits(_ sheet: AppSheet) async {
        let app = await driver(sheet)
        await app.type("typed")
        await app.press(.ctrl("c"))
        #expect(!app.router.quitRequested)
        #expect(app.router.sheet == sheet, "the form and its text stay")
        #expect(app.router.notice?.text.hasPrefix("Unsaved changes: ") == true)
        #expect(app.router.notice?.text.hasSuffix("Ctrl-C again quits without them") == true)
        await app.press(.ctrl("c"))
        #expect(app.router.quitRequested)
    }

    @Test(arguments: forms)
    func anUntouchedFormQuitsAtOnce(_ sheet: AppSheet) async {
        let app = await driver(sheet)
        await app.press(.ctrl("c"))
        #expect(app.router.quitRequested)
    }

    @Test func aWarningForEscDoesNotLetCtrlCQuitNorTheOtherWay() async {
        let app = await driver(.createAvatar(.cat))
        await app.type("Rex")
        await app.press(.escape, .ctrl("c"))
        #expect(!app.router.quitRequested)
        #expect(app.router.notice?.text == "Unsaved changes: Enter makes the avatar, Ctrl-C again quits without them",
                "a name is all an avatar needs")
        await app.press(.escape)
        #expect(app.router.sheet != nil, "Esc warns again after a Ctrl-C warning")
        await app.type("x")
        await app.press(.ctrl("c"))
        #expect(!app.router.quitRequested, "an edit takes the warning back")
    }

    @Test func aQuitSignalNamesWhatTheFormHeld() async {
        let app = await driver(.createAvatar(.cat))
        app.terminal.send(keys: "Rex".map { .char($0) } + [.tab, .tab])
        app.terminal.send(keys: "sleeping".map { .char($0) })
        app.terminal.send(.quit)
        await app.app.run()
        #expect(app.app.discardedInput.map(\.description) == ["New avatar: name “Rex”, doing “sleeping”"])
    }

    @Test func aQuitSignalOverAnUntouchedFormNamesNothing() async {
        let app = await driver(.createAccount(then: nil))
        app.terminal.send(.quit)
        await app.app.run()
        #expect(app.app.discardedInput.isEmpty)
    }
}

/// F1 over a form shows the form's keys over it, as everywhere else; closing them leaves the form
/// as it was.
@MainActor
@Suite("Help over a form")
struct FormHelpFlowTests {
    @Test(arguments: FormQuitFlowTests.forms)
    func f1ShowsTheFormsKeysAndClosesBackToIt(_ sheet: AppSheet) async {
        let app = await AppDriver(path: [.explore])
        app.router.present(sheet)
        await app.app.syncModules()
        await app.type("typed")
        #expect(app.text.contains("F1 help"), "the status bar offers it")
        await app.press(.function(1))
        #expect(app.router.sheet == sheet)
        #expect(app.text.contains("─ Keys ─"))
        #expect(app.text.contains("Delete before the cursor"), "the field's editing keys are listed")
        await app.press(.end)
        #expect(app.text.contains("Everywhere"))
        await app.press(.escape)
        #expect(!app.text.contains("─ Keys ─"), "Esc closes the keys")
        #expect(app.router.notice == nil, "Esc closed the help, not the form")
        await app.press(.function(1))
        await app.type("x")
        #expect(!app.text.contains("─ Keys ─"), "typing closes the keys")
        #expect(app.text.contains("typedx"), "and what is typed over them goes into the field, not lost")
    }

    /// The Character field takes no text, but a letter typed there gets a hint (`?` too, as on
    /// the form's text fields): F1 shows the keys, as everywhere on the form.
    @Test func f1ShowsTheKeysOnTheCharacterFieldWhereQuestionMarkGetsAHint() async {
        let app = await AppDriver(path: [.explore])
        app.router.present(.createAvatar(.cat))
        await app.app.syncModules()
        await app.press(.tab, .char("?"))
        #expect(app.router.notice == CreateAvatarPresenter.characterHint)
        #expect(!app.text.contains("─ Keys ─"))
        await app.press(.function(1))
        #expect(app.text.contains("Previous character"))
        await app.press(.char("?"))
        #expect(!app.text.contains("─ Keys ─"))
        #expect(app.router.sheet == .createAvatar(.cat))
    }
}
