import DataAccess
import Domain
import DomainDoubles
import Foundation
import Presentation
import Testing

/// A model picked on the default backend is another server's once the config names another
/// default: the pick keeps its backend, and a pick kept without one (by earlier builds) is not
/// sent to a server that may not have it.
@MainActor
@Suite("Model choice with its backend")
struct ModelChoiceBackendTests {
    let responder = ScriptedResponder(pieces: ["purr"])

    func make(defaultName: String) -> ChatSetupHarness {
        ChatSetupHarness(harness: Harness(path: [.explore, .chat(avatarID: "fx-cat-mochi")], responder: responder),
                         catalog: FakeModelCatalog(backends: [localBackend, cloudBackend], defaultName: defaultName,
                                                   models: ["local": ["llama3", "qwen2.5:7b"]]))
    }

    @Test func aModelPickedOnTheDefaultBackendStaysWithItWhenTheDefaultChanges() async throws {
        let setup = make(defaultName: "local")
        let (picker, chatID) = try await setup.openModelPicker(from: await setup.loadedChat())
        let llama = try #require(picker.options.firstIndex(of: .model("llama3")))
        picker.editSelection { $0.select(llama) }
        await picker.pickSelected()

        let stored = try await setup.harness.deps.chatStore.chat(id: chatID)
        #expect(stored.backendName == "local")
        #expect(stored.model == "llama3")

        let afterConfigChange = ChatSetupHarness(
            harness: setup.harness, catalog: FakeModelCatalog(backends: [localBackend, cloudBackend], defaultName: "cloud"))
        let reopened = await afterConfigChange.loadedChat()
        #expect(reopened.answeredBy == "local / llama3")
        await afterConfigChange.send("hello", in: reopened)
        let request = try #require(responder.receivedRequests.last)
        #expect(request.backendName == "local")
        #expect(request.model == "llama3")
    }

    /// A row that an earlier build wrote: a model, no backend. The default backend answers with
    /// its own model, and opening the chat names the model that was kept.
    @Test func aModelKeptWithoutItsBackendIsNamedOnOpeningAndNotSent() async throws {
        let setup = make(defaultName: "cloud")
        let chat = try await setup.harness.deps.chatStore.chat(for: "fx-cat-mochi")
        try await setup.harness.deps.chatStore.setModelChoice(backendName: nil, model: "模型-中文", in: chat.id)
        let presenter = await setup.loadedChat()
        #expect(presenter.answeredBy == "cloud / gpt-4o-mini")
        #expect(setup.router.notice == Notice(
            "This chat's model 模型-中文 was kept without its backend, which the config may have changed since: "
                + "cloud / gpt-4o-mini answers; Ctrl-O picks again", isError: true))
        await setup.send("hello", in: presenter)
        let request = try #require(responder.receivedRequests.last)
        #expect(request.backendName == nil)
        #expect(request.model == nil)
        #expect(try await setup.harness.deps.chatStore.chat(id: chat.id).model == "模型-中文", "the pick stays until another")
    }

    /// The same row with one server configured: the earlier build's default was that one, so it
    /// answers with the model kept, and nothing needs saying.
    @Test func aModelKeptWithoutItsBackendGoesToTheOnlyServer() async throws {
        let setup = ChatSetupHarness(
            harness: Harness(path: [.explore, .chat(avatarID: "fx-cat-mochi")], responder: responder),
            catalog: FakeModelCatalog(backends: [localBackend, .offline], defaultName: "local"))
        let chat = try await setup.harness.deps.chatStore.chat(for: "fx-cat-mochi")
        try await setup.harness.deps.chatStore.setModelChoice(backendName: nil, model: "qwen2.5:7b", in: chat.id)
        let presenter = await setup.loadedChat()
        #expect(presenter.answeredBy == "local / qwen2.5:7b")
        #expect(setup.router.notice == nil)
        await setup.send("hello", in: presenter)
        let request = try #require(responder.receivedRequests.last)
        #expect(request.backendName == "local")
        #expect(request.model == "qwen2.5:7b")
    }
}
