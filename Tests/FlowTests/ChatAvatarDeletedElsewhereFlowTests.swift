import AppComposition
import AppTestSupport
import DataAccess
import Domain
import Presentation
import TerminalUI
import Testing

/// Another aichats deleted the avatar with the chat open here: once the draft's save finds that
/// out, the keys that need the chat or its avatar (send, export, model…) leave the status bar
/// and only say why, as keys that cannot act do on other screens.
@MainActor
@Suite("A chat whose avatar was deleted in another aichats")
struct ChatAvatarDeletedElsewhereFlowTests {
    @Test func theStatusBarNoLongerOffersSendExportOrModel() async throws {
        let deps = AppDependencies.mock
        let twinbot = AvatarDeletionFlowTests.twinbot
        try await deps.userAvatars.save(twinbot)
        let chat = try await deps.chatStore.chat(for: twinbot.id)
        _ = try await deps.chatStore.append(ChatMessage(role: .user, text: "hi", sentAt: FixtureCatalog.referenceDate), to: chat.id)
        let app = await AppDriver(deps: deps, path: [.explore, .chat(avatarID: twinbot.id)], size: Size(width: 120, height: 30))
        await app.type("my draft")
        #expect(app.text.contains("Enter send") && app.text.contains("Ctrl-S export"))
        // The other aichats deletes Twinbot with its chat.
        try await deps.userAvatars.delete(twinbot.id)
        try await deps.chatStore.deleteChat(chat.id)
        await app.type(" more")
        #expect(await app.waitUntil { $0.contains("Twinbot was deleted (in another aichats, say) with this chat") })
        await app.press(.ctrl("l"))
        let text = app.text
        #expect(!text.contains("Enter send"))
        #expect(!text.contains("Ctrl-S export"))
        #expect(!text.contains("Ctrl-O model"))
        #expect(text.contains("Esc back"))
        await app.press(.enter)
        #expect(app.router.notice?.text.hasPrefix("Twinbot was deleted (in another aichats, say)") == true,
                "Enter says why it does nothing")
        #expect(app.text.contains("› my draft more"), "the draft stays in the input")
    }
}
