import AppComposition
import AppTestSupport
import Presentation
import TerminalUI
import Testing

/// What typing does in New avatar beyond the text fields: on the Character field it gets a hint
/// (and `h`/`l` pick nothing).
@MainActor
@Suite("Typing in New avatar: the Character field")
struct CreateAvatarTypingFlowTests {
    @Test("a word typed on Character says how to use it, and the character stays")
    func aWordOnCharacterGetsAHint() async {
        let app = await AppDriver(path: [.explore])
        await app.press(.char("n"))
        await app.type("Ember")
        await app.press(.tab)
        await app.type("sleeping")
        #expect(app.router.notice == CreateAvatarPresenter.characterHint)
        #expect(app.text.contains("Character: ← → to choose, Tab for the next field"))
        await app.press(.tab)
        await app.type("by the fire")
        #expect(app.text.contains("A cat that is by the fire"), "neither the l of sleeping nor the letters moved it")
        await app.press(.backTab)
        await app.press(.right)
        #expect(app.text.contains("A robot that is by the fire"), "→ still picks the next one")
    }
}
