import AppComposition
import AppTestSupport
import Presentation
import TerminalUI
import Testing

/// What typing does in New avatar beyond the text fields: on the Character field it gets a hint
/// (and `h`/`l` pick nothing), and a name keeps only the characters that show.
@MainActor
@Suite("Typing in New avatar: the Character field and invisible characters in a name")
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
        #expect(app.text.contains("An assistant that is by the fire"), "neither the l of sleeping nor the letters moved it")
        await app.press(.backTab)
        await app.press(.right)
        #expect(app.text.contains("A man that is by the fire"), "→ still picks the next one")
    }

    @Test("a name pasted with a zero-width space counts what shows and is refused as taken")
    func anInvisibleCharacterDoesNotMakeANameAnother() async throws {
        let deps = AppDependencies.mock
        let app = await AppDriver(deps: deps, path: [.explore])
        await app.press(.char("n"))
        await app.paste("Zo\u{200B}r\u{2060}p\u{00AD}")
        #expect(app.text.contains("4/32"), "\(app.text)")
        await app.press(.tab, .tab)
        await app.type("x")
        await app.press(.tab)
        await app.type("y")
        await app.press(.enter)
        #expect(app.router.sheet == .createAvatar(.assistant), "the form stays")
        #expect(app.text.contains("Zorp is already the name of an alien in the catalog"))
        #expect(try await deps.userAvatars.userAvatars().isEmpty)
    }

    @Test("an emoji made of several characters joined keeps its joiners")
    func anEmojiSequenceStays() async {
        let app = await AppDriver(path: [.explore])
        await app.press(.char("n"))
        await app.paste("Fam 👨‍👩‍👧")
        #expect(app.text.contains("5/32"), "one character for the family, 7 if its joiners had gone")
    }
}

/// Back in a category after `n` made an avatar, the new avatar is the one selected.
@MainActor
@Suite("New avatar from a category")
struct CreateAvatarFromCategoryFlowTests {
    @Test func theAvatarMadeIsSelected() async {
        let app = await AppDriver(path: [.explore, .category(.avatars(.cat))])
        await app.makeAvatar(name: "Zed", doing: "napping", where: "on a shelf")
        #expect(app.router.sheet == nil, "made: \(app.text)")
        #expect(app.text.contains("▸ mine Zed"), "\(app.text)")
    }
}
