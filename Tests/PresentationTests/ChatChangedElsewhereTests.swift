import DataAccess
import Domain
import DomainDoubles
import Foundation
import Presentation
import Testing

/// Two aichats on one data folder with Mochi's chat open in both, one after the other: what one
/// added (messages, another model) is in the context the other asks with, never left out; a
/// retry is not written for a reply that is no longer the last.
@MainActor
@Suite("ChatPresenter: a chat changed in another aichats")
struct ChatChangedElsewhereTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("aichats-elsewhere-\(UUID())")
    let responder = ScriptedResponder(pieces: ["purr"])

    /// One instance: its own store over the shared database file, and its own screens.
    func instance() throws -> ChatSetupHarness {
        let database = try AppDatabase(folder: folder)
        let store = SQLiteChatStore(database: database, clock: FixtureCatalog.clock)
        return ChatSetupHarness(harness: Harness(
            path: [.explore, .chat(avatarID: "fx-cat-mochi")], responder: responder, chatStore: store,
            drafts: SQLiteDraftStore(database: database)))
    }

    /// Another instance opens the chat, picks cloud / o3-mini and sends a message.
    func changeInA() async throws {
        let a = try instance()
        let chat = await a.loadedChat()
        let stored = try await a.harness.deps.chatStore.chat(for: "fx-cat-mochi")
        _ = try await a.setup.choose(cloudBackend, model: "o3-mini", for: stored)
        await chat.onReappear()
        await a.send("message from A", in: chat)
    }

    /// The message is sent after what the other added, and asked with it and with its model.
    @Test func aMessageIsSentAfterWhatAnotherAichatsAddedAndAskedWithIt() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let b = try instance()
        let chat = await b.loadedChat()
        try await changeInA()
        await b.send("message from B", in: chat)
        #expect(b.router.notice == Notice("This chat was changed in another aichats: your message follows what was added there"))
        #expect(chat.messages.map(\.text) == ["message from A", "purr", "message from B", "purr"])
        #expect(chat.answeredBy == "cloud / o3-mini")
        let request = try #require(responder.receivedRequests.last)
        #expect(request.history.map(\.text) == ["message from A", "purr", "message from B"])
        #expect(request.model == "o3-mini")
        let store = b.harness.deps.chatStore
        let stored = try await store.messages(in: try await store.chat(for: "fx-cat-mochi").id, before: nil, limit: 9)
        #expect(stored.map(\.text) == ["message from A", "purr", "message from B", "purr"])
    }

    @Test func ctrlRDoesNotWriteAReplyWithoutWhatAnotherAichatsAdded() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let b = try instance()
        let chat = await b.loadedChat()
        await b.send("first from B", in: chat)
        try await changeInA()
        chat.regenerate()
        await chat.waitForReply()
        #expect(responder.receivedRequests.count == 2, "B's first message, then A's: no retry was asked")
        #expect(chat.messages.map(\.text) == ["first from B", "purr", "message from A", "purr"])
        #expect(b.router.notice?.text.hasPrefix("Could not write the reply again (this chat was changed in another aichats") == true)
    }

    /// Ctrl-R in a chat deleted in another aichats: said as a draft's save says it, with no id.
    @Test func ctrlRInAChatDeletedElsewhereSaysSo() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let b = try instance()
        let chat = await b.loadedChat()
        await b.send("first from B", in: chat)
        let a = try instance()
        try await a.harness.deps.chatStore.deleteChat(try await a.harness.deps.chatStore.chat(for: "fx-cat-mochi").id)
        chat.regenerate()
        await chat.waitForReply()
        #expect(b.router.notice == Notice("This chat was deleted (in another aichats, say): there is no reply to write again", isError: true))
        #expect(responder.receivedRequests.count == 1)
    }

    /// The same with a draft typed: it goes into Mochi's chat, started anew, which the screen shows.
    @Test func ctrlRInAChatDeletedElsewhereKeepsTheDraft() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let b = try instance()
        let chat = await b.loadedChat()
        await b.send("first from B", in: chat)
        chat.editInput { $0.insert("half a thought") }
        let a = try instance()
        try await a.harness.deps.chatStore.deleteChat(try await a.harness.deps.chatStore.chat(for: "fx-cat-mochi").id)
        chat.regenerate()
        await chat.waitForReply()
        #expect(b.router.notice
            == Notice("This chat was deleted (in another aichats, say): your draft is kept in your chat with Mochi 🍡", isError: true))
        #expect(chat.messages.isEmpty)
        let home = try await a.harness.deps.chatStore.chat(for: "fx-cat-mochi")
        #expect(try await a.harness.deps.drafts.draft(in: home.id) == "half a thought")
    }
}
