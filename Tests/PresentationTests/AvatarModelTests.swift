import DataAccess
import Domain
import DomainDoubles
import Foundation
import Presentation
import Testing

/// An avatar's model (its settings' Model): a chat with the avatar that picked none answers with
/// it, a new chat too; a chat's own pick (Ctrl-O) wins, "the default" included; a model whose
/// backend is no longer configured gives the default one, and the chat says so.
@MainActor
@Suite("An avatar's model")
struct AvatarModelTests {
    let responder = ScriptedResponder(pieces: ["purr"])

    func make() async throws -> ChatSetupHarness {
        let setup = ChatSetupHarness(
            harness: Harness(path: [.explore, .chat(avatarID: "fx-cat-mochi")], responder: responder),
            catalog: FakeModelCatalog(backends: [localBackend, cloudBackend], defaultName: "local",
                                      models: ["local": ["llama3", "qwen2.5:7b"]]))
        try await setup.settings.save(AvatarSettings(model: ModelChoice(backendName: "cloud", model: "o3-mini")),
                                      for: "fx-cat-mochi")
        return setup
    }

    @Test func aChatThatPickedNoModelAnswersWithTheAvatars() async throws {
        let setup = try await make()
        let chat = await setup.loadedChat()
        #expect(chat.answeredBy == "cloud / o3-mini")
        await setup.send("hello", in: chat)
        let request = try #require(responder.receivedRequests.last)
        #expect(request.backendName == "cloud")
        #expect(request.model == "o3-mini")
        #expect(setup.router.notice?.isError != true)
    }

    @Test func aChatsOwnPickWinsTheDefaultIncluded() async throws {
        let setup = try await make()
        let (picker, chatID) = try await setup.openModelPicker(from: await setup.loadedChat())
        // The avatar's backend is listed: the default one's models first.
        let local = try #require(picker.options.firstIndex(of: .backend(localBackend)))
        picker.editSelection { $0.select(local) }
        await picker.pickSelected()
        await picker.waitForModels()
        let own = try #require(picker.options.firstIndex(of: .model("qwen2.5:7b")))
        picker.editSelection { $0.select(own) }
        await picker.pickSelected()
        let stored = try await setup.harness.deps.chatStore.chat(id: chatID)
        #expect(stored.backendName == "local", "the default kept as a pick, or the avatar's would answer")
        #expect(await setup.loadedChat(chatID: chatID).answeredBy == "local / qwen2.5:7b")
    }

    @Test func aModelNoLongerConfiguredFallsBackToTheDefaultAndSaysSo() async throws {
        let setup = try await make()
        try await setup.settings.save(AvatarSettings(model: ModelChoice(backendName: "gone", model: "x")), for: "fx-cat-mochi")
        let chat = await setup.loadedChat()
        #expect(chat.answeredBy == "local / qwen2.5:7b")
        #expect(setup.router.notice == Notice(
            "Mochi 🍡's model on the backend gone is no longer configured: local / qwen2.5:7b answers; Alt-p picks another",
            isError: true))
    }
}

extension AvatarModelTests {
    /// The Model field: Enter opens the picker for the avatar, a pick is kept in its settings and
    /// the settings come back showing it; Backspace goes back to the default.
    @Test func theSettingsModelFieldPicksWithThePickerAndClears() async throws {
        let setup = try await make()
        try await setup.settings.save(AvatarSettings(), for: "fx-cat-mochi")
        let form = setup.avatarSettings()
        await form.onAppear()
        #expect(form.modelLabel == "default")
        form.focus(on: .model)
        #expect(!form.isEditingText)
        form.pickModel()
        #expect(setup.router.sheet == .avatarModelPicker(avatarID: "fx-cat-mochi"))
        let picker = ModelPickerPresenter(avatarID: "fx-cat-mochi", avatars: setup.chatInteractor, interactor: setup.setup,
                                          router: setup.router)
        await picker.onAppear()
        await picker.waitForModels()
        let llama = try #require(picker.options.firstIndex(of: .model("llama3")))
        picker.editSelection { $0.select(llama) }
        await picker.pickSelected()
        #expect(setup.router.sheet == .avatarSettings(avatarID: "fx-cat-mochi"))
        #expect(await setup.settings.settings(for: "fx-cat-mochi").model == ModelChoice(backendName: "local", model: "llama3"))
        let again = setup.avatarSettings()
        await again.onAppear()
        #expect(again.modelLabel == "local / llama3")
        await again.clearModel()
        #expect(again.modelLabel == "default")
        #expect(await setup.settings.settings(for: "fx-cat-mochi").model == nil)
    }

    /// With changes typed, the picker would take the form's place and lose them: it says to save first.
    @Test func thePickerWaitsForTypedChangesToBeSaved() async throws {
        let setup = try await make()
        let form = setup.avatarSettings()
        await form.onAppear()
        form.focus(on: .temperature)
        form.insertIntoFocused("0.3")
        form.focus(on: .model)
        form.pickModel()
        #expect(setup.router.sheet == nil)
        #expect(setup.router.notice?.isError == true)
    }

    /// A new chat (Ctrl-N) with the avatar starts on its model too.
    @Test func aNewChatStartsOnTheAvatarsModel() async throws {
        let setup = try await make()
        let chat = await setup.loadedChat()
        await setup.send("hello", in: chat)
        let before = try await setup.harness.deps.chatStore.chat(for: "fx-cat-mochi")
        let fresh = try await setup.chatInteractor.startNewChat(after: before, hasDraft: false)
        #expect(await setup.loadedChat(chatID: fresh.id).answeredBy == "cloud / o3-mini")
    }
}
