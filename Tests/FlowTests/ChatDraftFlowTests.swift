import AppComposition
import AppTestSupport
import DataAccess
import Domain
import Foundation
import Presentation
import TerminalUI
import Testing

@MainActor
@Suite("A chat's draft through the real application loop")
struct ChatDraftFlowTests {
    @Test func escKeepsTheDraftAndTheChatShowsItWhenOpenedAgain() async throws {
        let app = await AppDriver(path: [.explore])
        await app.press(.enter)
        let chat = app.router.top
        await app.type("Dear Mochi, I was ")
        await app.press(.escape)
        #expect(app.router.path == [.explore], "Esc leaves the chat")
        await app.press(.enter)
        #expect(app.router.top == chat)
        #expect(app.text.contains("› Dear Mochi, I was "), "the draft is back")
        await app.type("thinking")
        #expect(app.text.contains("› Dear Mochi, I was thinking"), "the cursor is at its end")
    }

    @Test func quittingFromTheChatSavesTheDraft() async throws {
        let deps = AppDependencies.mock
        let app = await AppDriver(deps: deps, path: [.explore, .chat(avatarID: "fx-cat-mochi")])
        await app.type("unsent")
        await app.press(.ctrl("c"))
        #expect(app.router.quitRequested)
        await app.app.finish()
        let chat = try await deps.chatStore.chat(for: "fx-cat-mochi")
        #expect(try await deps.drafts.draft(in: chat.id) == "unsent")
    }
}
