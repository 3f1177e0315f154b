import AppComposition
import AppTestSupport
import DataAccess
import DomainDoubles
import Presentation
import TerminalUI
import Testing

/// A paste is text, never an answer: over a delete confirmation it cancels the question, as any
/// key but `y` does (even a paste that starts with `y`), and then reaches the screen below as a
/// paste does there, so nothing pasted is lost.
@MainActor
@Suite("A paste over a confirmation cancels it and goes on to the screen below")
struct ConfirmationPasteFlowTests {
    @Test("Alt-d in Chat, then a paste: the message stays and the paste is in the input")
    func pasteOverDeleteMessageGoesIntoTheInput() async {
        let (app, store) = await AppDriver.mochiChatAskingToDeleteAMessage(draft: "my draft ")
        await app.paste("yes, and\nmore")
        #expect(app.router.alert == nil)
        #expect(app.router.notice?.text == "Message not deleted")
        let text = app.text
        #expect(text.contains("First answer."))
        #expect(text.contains("my draft yes, and"), "the paste is typed where the input was")
        #expect(text.contains("more"))
        let chat = await store.chat(for: "fx-cat-mochi")
        #expect(await store.messageCount(in: chat.id) == 2)
    }

    @Test("d in Chats, then a paste of \"y\": nothing is deleted")
    func pasteOfYDoesNotDeleteAChat() async throws {
        let (app, deps) = await AppDriver.chatsAskingToDeleteAChat()
        await app.paste("y")
        #expect(app.router.alert == nil)
        #expect(app.router.notice?.text == "Chat not deleted")
        #expect(try await deps.chatStore.chats().count == 3)
    }

    @Test("D in Profile, then a paste of \"yes\": the account stays")
    func pasteOfYesDoesNotDeleteTheAccount() async throws {
        let deps = AppDependencies.mock(.standard, profile: FixtureCatalog.profile)
        let app = await AppDriver(deps: deps, path: [.explore, .profile])
        await app.type("D")
        #expect(app.router.alert?.title == "Delete account")
        await app.paste("yes")
        #expect(app.router.alert == nil)
        #expect(app.router.path == [.explore, .profile])
        #expect(try await deps.profiles.currentProfile() != nil)
    }
}
