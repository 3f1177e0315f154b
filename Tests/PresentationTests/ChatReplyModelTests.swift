import DataAccess
import Domain
import DomainDoubles
import Foundation
import Presentation
import Testing

/// Every stored reply names the model that wrote it: the one the server names, else the one the
/// chat asked for (its pick, else the backend's configured model), or the offline persona.
@MainActor
@Suite("ChatPresenter: the model a reply records")
struct ChatReplyModelTests {
    let store = FakeChatStore(clock: FixtureCatalog.clock)

    func make(
        _ backends: [ChatBackend], responder: any ChatResponder, store: (any ChatStore)? = nil
    ) -> ChatSetupHarness {
        ChatSetupHarness(
            harness: Harness(path: [.explore, .chat(avatarID: "fx-cat-mochi")], responder: responder,
                             chatStore: store ?? self.store),
            catalog: FakeModelCatalog(backends: backends))
    }

    /// The model of the last reply, on screen and as stored.
    func recorded(in chat: ChatPresenter) async -> (shown: String?, stored: String?) {
        (chat.messages.last?.model, await store.stored.last?.model)
    }

    @Test func aServerThatNamesNoModelLeavesTheBackendsConfiguredOne() async {
        let setup = make([localBackend, cloudBackend], responder: ScriptedResponder(pieces: ["purr"]))
        let chat = await setup.loadedChat()
        await setup.send("hello", in: chat)
        #expect(await store.stored.last?.text == "purr")
        let model = await recorded(in: chat)
        #expect(model.shown == "qwen2.5:7b")
        #expect(model.stored == "qwen2.5:7b")
    }

    @Test func theChatsPickedModelIsRecordedWhenTheServerNamesNone() async throws {
        let setup = make([localBackend, cloudBackend], responder: ScriptedResponder(pieces: ["purr"]))
        let chat = await setup.loadedChat()
        _ = try await setup.setup.choose(cloudBackend, model: "o3-mini", for: await store.chat(for: "fx-cat-mochi"))
        await chat.onReappear()
        await setup.send("hello", in: chat)
        let model = await recorded(in: chat)
        #expect(model.shown == "o3-mini")
        #expect(model.stored == "o3-mini")
    }

    @Test func theOfflinePersonaIsRecordedAsSuch() async {
        let setup = make([.offline], responder: ScriptedResponder(pieces: ["purr"]))
        let chat = await setup.loadedChat()
        #expect(chat.answeredBy == "offline persona")
        await setup.send("hello", in: chat)
        let model = await recorded(in: chat)
        #expect(model.shown == "offline persona")
        #expect(model.stored == "offline persona")
    }

    @Test func aModelTheServerNamesWins() async {
        let responder = FedEventResponder()
        let setup = make([localBackend], responder: responder)
        let chat = await setup.loadedChat()
        chat.editInput { $0.insert("hello") }
        chat.send()
        #expect(await eventually { responder.requests == 1 })
        responder.feed(.model("qwen2.5:7b-instruct-q4_K_M"))
        responder.feed(.text("purr"))
        responder.finish()
        await chat.waitForReply()
        let model = await recorded(in: chat)
        #expect(model.shown == "qwen2.5:7b-instruct-q4_K_M")
        #expect(model.stored == "qwen2.5:7b-instruct-q4_K_M")
    }

    @Test func theRecordedModelIsInTheDatabaseAfterARestart() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("aichats-model-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = try AppDatabase(folder: folder)
        let setup = make([.offline, localBackend], responder: ScriptedResponder(pieces: ["purr"]),
                         store: SQLiteChatStore(database: database, clock: FixtureCatalog.clock))
        let chat = await setup.loadedChat()
        await setup.send("hello", in: chat)
        let reopened = SQLiteChatStore(database: try AppDatabase(folder: folder))
        let stored = try await reopened.messages(in: reopened.chat(for: "fx-cat-mochi").id, before: nil, limit: 5)
        #expect(stored.map(\.text) == ["hello", "purr"])
        #expect(stored.map(\.model) == [nil, "offline persona"])
    }
}
