import AppComposition
import AppTestSupport
import Domain
import DomainDoubles
import Presentation
import TerminalUI
import Testing

/// Renaming an avatar the user made, or changing what it does, from its chat (Alt-p): the chat
/// takes the new name and traits at once, in its header and in the next request's prompt.
@MainActor
@Suite("Editing an avatar from its chat")
struct ChatAvatarEditFlowTests {
    @Test func theChatTakesTheNewNameAndTraitsAtOnce() async throws {
        var deps = AppDependencies.mock
        let responder = ScriptedResponder()
        deps.responder = responder
        try await deps.userAvatars.save(AvatarDeletionFlowTests.twinbot)
        let app = await AppDriver(
            deps: deps, path: [.explore, .chat(avatarID: AvatarDeletionFlowTests.twinbot.id)], size: Size(width: 100, height: 30))
        await app.press(.alt("p"))
        await app.retypeAvatar(name: "Volt", doing: "oiling gears")
        #expect(app.router.sheet == nil)
        #expect(app.text.contains("Volt · "), "the header: \(app.text)")
        #expect(app.text.contains("A robot that is oiling gears"), "\(app.text)")
        #expect(app.text.contains("Message Volt"), "\(app.text)")
        await app.type("who are you")
        await app.press(.enter)
        _ = try #require(await responder.stream(0))
        let prompt = try #require(responder.receivedRequests.last?.systemPrompt)
        #expect(prompt.hasPrefix("You are Volt, a robot that is oiling gears in a shed"), "\(prompt)")
    }
}
