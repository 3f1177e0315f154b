import AppComposition
import AppTestSupport
import DataAccess
import Presentation
import TerminalUI
import Testing

/// Typing a 40-character name: the field stops at 32 and says so, and the name is accepted.
@MainActor
@Suite("Name fields through the real application loop")
struct NameLimitFlowTests {
    @Test func typingFortyCharactersKeepsThirtyTwoAndTheAccountIsCreated() async throws {
        let (deps, app) = await AppDriver.overMock(path: [.welcome])
        await app.press(.enter)
        #expect(app.router.sheet == .createAccount(then: nil))
        await app.type(String(repeating: "abcd", count: 10))
        #expect(app.text.contains(String(repeating: "abcd", count: 8)))
        #expect(!app.text.contains(String(repeating: "abcd", count: 8) + "a"))
        #expect(app.text.contains("32/32"))
        await app.press(.enter)
        #expect(app.router.sheet == nil)
        #expect(try await deps.profiles.currentProfile()?.name == String(repeating: "abcd", count: 8))
    }

    @Test func pastingALongNameSaysItWasCut() async {
        let app = await AppDriver(path: [.welcome])
        await app.press(.enter)
        await app.paste(String(repeating: "x", count: 45))
        #expect(app.text.contains("32/32"))
        #expect(app.text.contains("A name has at most 32 characters: the rest was left out"))
    }
}

/// Create account's two fields: ↑ and ↓ move between them as in New avatar, as Tab does.
@MainActor
@Suite("Create account's fields through the real application loop")
struct CreateAccountFieldsFlowTests {
    @Test func upAndDownMoveBetweenTheNameAndTheColour() async {
        let app = await AppDriver(path: [.welcome])
        await app.press(.enter)
        await app.type("Ann")
        await app.press(.down, .right)
        await app.type("x")
        #expect(!app.text.contains("Annx"), "the colour has the focus: letters do not type")
        #expect(!app.text.contains("[●]  cyan"), "→ picked the next colour")
        await app.press(.up)
        await app.type("x")
        #expect(app.text.contains("Annx"))
    }
}
