import AppComposition
import AppTestSupport
import DataAccess
import Domain
import DomainDoubles
import Presentation
import TerminalUI
import Testing

/// New avatar with a name and a system prompt alone, through the real loop: the prompt typed on
/// two lines is what the model is sent, and the chat header and Explore describe the avatar by
/// its first line.
@MainActor
@Suite("New avatar with its own system prompt")
struct CreateAvatarPromptFlowTests {
    let responder = ScriptedResponder(pieces: ["Noted."])

    @Test func thePromptTypedInTheFormIsSentToTheModel() async throws {
        var deps = AppDependencies.mock
        deps.responder = responder
        let app = await AppDriver(deps: deps, path: [.explore])
        await app.press(.char("n"))
        #expect(app.router.sheet == .createAvatar(.assistant))
        await app.type("Rust reviewer")
        await app.press(.tab, .tab, .tab, .tab)
        await app.type("You review Rust code.")
        await app.press(.altEnter)
        await app.type("Be terse.")
        #expect(app.text.contains("You review Rust code."), "\(app.text)")
        await app.press(.enter)
        #expect(app.router.sheet == nil, "made: \(app.text)")
        #expect(await app.waitUntil { $0.contains("Rust reviewer  You re") && $0.contains("Assistants") }, "\(app.text)")
        let made = try #require(try await deps.userAvatars.userAvatars().first)
        #expect(made.character == .assistant)

        let chat = await AppDriver(deps: deps, path: [.explore, .chat(avatarID: made.id)])
        #expect(await chat.waitUntil { $0.contains("You review Rust code.") }, "the header: \(chat.text)")
        await chat.type("Is this safe?")
        await chat.press(.enter)
        #expect(await chat.waitUntil { $0.contains("Noted.") && !$0.contains("is typing") })
        let request = try #require(responder.receivedRequests.last)
        #expect(request.systemPrompt == "You review Rust code.\nBe terse.")
    }

    /// ↑ ↓ move between the prompt's rows, and from its first row up to Where, from its last
    /// row down to the next field (Name), as they move between the other fields.
    @Test func upAndDownLeaveThePromptFromItsFirstAndLastRow() async throws {
        let (deps, app) = await AppDriver.overMock(path: [.explore])
        await app.press(.char("n"))
        await app.type("Rex")
        await app.press(.tab, .tab, .tab)
        await app.type("in a den")
        await app.press(.down)
        await app.type("line one")
        await app.press(.altEnter)
        await app.type("line two")
        await app.press(.up)
        await app.type("!")
        await app.press(.up)
        await app.type("!")
        await app.press(.down, .down)
        await app.type("?")
        await app.press(.down)
        await app.type("o")
        await app.press(.enter)
        #expect(app.router.sheet == nil, "made: \(app.text)")
        let made = try #require(try await deps.userAvatars.userAvatars().first)
        #expect((made.name, made.location) == ("Rexo", "in a den!"))
        #expect(try await deps.avatarSettings.settings(for: made.id).systemPrompt == "line one!\nline two?")
    }
}
