import AppComposition
import AppTestSupport
import DataAccess
import Domain
import Presentation
import TerminalUI
import Testing

/// Quitting on a new chat (Ctrl-N) treats it as leaving it does: unused, it goes; with a draft, it
/// stays with the draft. Through Ctrl-C and a quit signal, which `Application.run` ends the same way.
@MainActor
@Suite("Quitting on a new chat")
struct NewChatQuitFlowTests {
    /// Mochi's chat opened from Chats, then Ctrl-N, with `typed` in the new chat; then the app quits.
    private func quitOnNewChat(typing typed: String, by event: TerminalEvent) async throws -> InMemoryChatStore {
        var deps = AppDependencies.mock
        let store = await FixtureChats.store()
        (deps.chatStore, deps.drafts) = (store, store)
        let app = await AppDriver(deps: deps, path: [.explore, .chats])
        await app.press(.enter)
        try #require(await app.waitUntil { $0.contains("Mochi 🍡 ·") })
        await app.press(.ctrl("n"))
        try #require(await app.waitUntil { $0.contains("A new chat with Mochi") })
        await app.type(typed)
        app.terminal.send(event)
        await app.app.run()
        return store
    }

    @Test(arguments: [TerminalEvent.key(.ctrl("c")), .quit])
    func anUnusedNewChatGoes(by event: TerminalEvent) async throws {
        let store = try await quitOnNewChat(typing: "", by: event)
        #expect(await store.chats(with: "fx-cat-mochi").count == 1, "only the chat before is left")
    }

    @Test(arguments: [TerminalEvent.key(.ctrl("c")), .quit])
    func aNewChatWithADraftStays(by event: TerminalEvent) async throws {
        let store = try await quitOnNewChat(typing: "see you", by: event)
        let chats = await store.chats(with: "fx-cat-mochi")
        #expect(chats.count == 2)
        var drafts: [String] = []
        for chat in chats { drafts.append(await store.draft(in: chat.id)) }
        #expect(drafts.contains("see you"))
    }
}
