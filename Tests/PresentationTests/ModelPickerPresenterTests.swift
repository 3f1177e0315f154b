import DataAccess
import Domain
import DomainDoubles
import Foundation
import Presentation
import Testing

@MainActor
@Suite("ModelPickerPresenter")
struct ModelPickerPresenterTests {
    let responder = ScriptedResponder(pieces: ["purr"])

    func make(_ catalog: FakeModelCatalog = FakeModelCatalog(backends: [localBackend, cloudBackend])) -> ChatSetupHarness {
        ChatSetupHarness(harness: Harness(path: [.explore, .chat(avatarID: "fx-cat-mochi")], responder: responder),
                         catalog: catalog)
    }

    /// The picker over Mochi's chat, with the listed backend's models in.
    func openPicker(_ setup: ChatSetupHarness, chat: ChatPresenter) async throws -> ModelPickerPresenter {
        try await setup.openModelPicker(from: chat).picker
    }

    /// The picker opened again on Mochi's chat after local's llama3 (not its configured model)
    /// was picked in it.
    func pickerOnLlama3() async throws -> ModelPickerPresenter {
        let setup = make(FakeModelCatalog(backends: [localBackend, cloudBackend], models: ["local": ["llama3", "qwen2.5:7b"]]))
        let chat = await setup.loadedChat()
        let picker = try await openPicker(setup, chat: chat)
        try select("llama3", in: picker)
        await picker.pickSelected()
        return try await openPicker(setup, chat: chat)
    }

    func select(_ title: String, in picker: ModelPickerPresenter) throws {
        let index = try #require(picker.options.firstIndex {
            switch $0 {
            case .backend(let backend): backend.name == title
            case .model(let name), .modelOf(_, let name): name == title
            }
        })
        picker.editSelection { $0.select(index) }
    }

    /// Ctrl-O in a chat deleted in another aichats: the picker says why at once, instead of
    /// "loading models…" with no backend.
    @Test func aChatDeletedElsewhereSaysSoInThePicker() async throws {
        let setup = make()
        let chat = await setup.loadedChat()
        await setup.send("hello", in: chat)
        try await setup.harness.deps.chatStore.deleteChat(try await setup.harness.deps.chatStore.chat(for: "fx-cat-mochi").id)
        let picker = try await openPicker(setup, chat: chat)
        #expect(picker.lines == [.note("This chat was deleted (in another aichats, say), so it has no model to pick", isError: true)])
    }

    @Test func theHeaderNamesTheDefaultBackendAndModelAndTheRequestLeavesThemToTheBackend() async throws {
        let setup = make()
        let chat = await setup.loadedChat()
        #expect(chat.answeredBy == "local / qwen2.5:7b")
        await setup.send("hello", in: chat)
        let request = try #require(responder.receivedRequests.last)
        #expect(request.backendName == nil)
        #expect(request.model == nil)
    }

    @Test func pickingAModelOfAnotherBackendChangesTheRequestAndSurvivesReopening() async throws {
        let catalog = FakeModelCatalog(backends: [localBackend, cloudBackend],
                                       models: ["cloud": ["gpt-4o", "gpt-4o-mini", "o3-mini"]])
        let setup = make(catalog)
        let chat = await setup.loadedChat()
        let picker = try await openPicker(setup, chat: chat)
        #expect(picker.models == ["qwen2.5:7b"])
        try select("cloud", in: picker)
        await picker.pickSelected()
        await picker.waitForModels()
        #expect(picker.listed == cloudBackend)
        #expect(picker.models == ["gpt-4o", "gpt-4o-mini", "o3-mini"])
        #expect(catalog.requests == ["local", "cloud"])
        try select("o3-mini", in: picker)
        await picker.pickSelected()
        #expect(setup.router.sheet == nil)
        #expect(setup.router.notice?.text == "This chat is answered by cloud / o3-mini")

        await chat.onReappear()
        #expect(chat.answeredBy == "cloud / o3-mini")
        await setup.send("hello", in: chat)
        let request = try #require(responder.receivedRequests.last)
        #expect(request.backendName == "cloud")
        #expect(request.model == "o3-mini")

        let reopened = await setup.loadedChat()
        #expect(reopened.answeredBy == "cloud / o3-mini")
        await setup.send("again", in: reopened)
        #expect(responder.receivedRequests.last?.model == "o3-mini")
    }

    /// Enter under a filter picks the selected match at once, as fzf does; with no match it says
    /// so and keeps the filter.
    @Test func enterUnderAFilterPicksTheSelectedMatch() async throws {
        let catalog = FakeModelCatalog(backends: [localBackend, cloudBackend], models: ["local": ["llama3", "qwen2.5:7b"]])
        let setup = make(catalog)
        let picker = try await openPicker(setup, chat: await setup.loadedChat())
        picker.editFilter { $0.insert("zzz") }
        await picker.pickSelected()
        #expect(picker.filter.text == "zzz", "nothing to pick: the filter stays")
        #expect(setup.router.notice?.text == "Nothing matches “zzz”: Backspace edits the filter, Esc clears it")
        #expect(setup.router.sheet != nil)
        picker.editFilter { $0.clear(); $0.insert("llama") }
        await picker.pickSelected()
        #expect(setup.router.sheet == nil)
        #expect(setup.router.notice?.text == "This chat is answered by local / llama3")
    }

    /// Enter on another backend lists its models with its configured one selected, as a second
    /// Enter picks what the backend row showed.
    @Test func listingAnotherBackendSelectsItsConfiguredModel() async throws {
        let catalog = FakeModelCatalog(backends: [localBackend, cloudBackend],
                                       models: ["cloud": ["gpt-4o", "gpt-4o-mini", "o3-mini"]])
        let setup = make(catalog)
        let picker = try await openPicker(setup, chat: await setup.loadedChat())
        try select("cloud", in: picker)
        await picker.pickSelected()
        await picker.waitForModels()
        let selected = try #require(picker.selection.selected)
        #expect(picker.options[selected] == .model(cloudBackend.model))
    }

    /// A backend the chat picked that was removed from (or renamed in) the config file: the
    /// default one answers, and opening the chat says so.
    @Test func aChatWhoseBackendIsGoneSaysWhichAnswersInstead() async throws {
        let setup = make()
        let chat = try await setup.harness.deps.chatStore.chat(for: "fx-cat-mochi")
        try await setup.harness.deps.chatStore.setModelChoice(backendName: "cmdkey", model: "model-001", in: chat.id)
        let presenter = await setup.loadedChat()
        #expect(presenter.answeredBy == "local / qwen2.5:7b")
        #expect(setup.router.notice == Notice(
            "The backend cmdkey of this chat is no longer configured: local / qwen2.5:7b answers; Ctrl-O picks another",
            isError: true))
        await setup.send("hello", in: presenter)
        #expect(responder.receivedRequests.last?.backendName == nil)
    }

    /// Ids the server lists with control characters are not offered, and the list says why.
    @Test func unusableModelIdsAreNamedNotOffered() async throws {
        let catalog = FakeModelCatalog(backends: [localBackend, cloudBackend])
        catalog.answer("local", with: ["qwen2.5:7b"], unusable: ["escmodel"])
        let setup = make(catalog)
        let picker = try await openPicker(setup, chat: await setup.loadedChat())
        #expect(!picker.options.contains(.model("escmodel")))
        #expect(picker.lines.contains(.note(
            "Left out 1 model whose id holds control characters, which could not be sent back as the server lists it: "
                + "escmodel", isError: true)))
    }

    /// The row of the backend this chat uses names the model it uses, not the configured one.
    @Test func theCurrentBackendsRowNamesTheModelInUse() async throws {
        let picker = try await pickerOnLlama3()
        #expect(picker.lines.contains(.option(index: 0, title: "local", detail: "http://127.0.0.1:11434/v1 · llama3",
                                              isCurrent: true)))
        #expect(picker.lines.contains(.option(index: 1, title: "cloud", detail: "https://api.example.com/v1 · gpt-4o-mini",
                                              isCurrent: false)))
    }

    @Test func pickingTheDefaultBackendsOwnModelStoresNoChoice() async throws {
        let setup = make(FakeModelCatalog(backends: [localBackend, cloudBackend], models: ["local": ["llama3", "qwen2.5:7b"]]))
        let chat = await setup.loadedChat()
        let picker = try await openPicker(setup, chat: chat)
        try select("qwen2.5:7b", in: picker)
        await picker.pickSelected()
        await chat.onReappear()
        await setup.send("hi", in: chat)
        let request = try #require(responder.receivedRequests.last)
        #expect(request.backendName == nil)
        #expect(request.model == nil)
    }

    @Test func aCatalogThatThrowsStillOffersTheConfiguredModel() async throws {
        let catalog = FakeModelCatalog(backends: [localBackend, cloudBackend])
        catalog.fail("local", reason: "cannot reach http://127.0.0.1:11434/v1: connection refused")
        let setup = make(catalog)
        let chat = await setup.loadedChat()
        let picker = try await openPicker(setup, chat: chat)
        #expect(picker.models == ["qwen2.5:7b"])
        #expect(picker.modelsState == .failed(
            "Could not list the models of local: cannot reach http://127.0.0.1:11434/v1: connection refused"))
        #expect(picker.lines.contains(.note(
            "Could not list the models of local: cannot reach http://127.0.0.1:11434/v1: connection refused", isError: true)))
        #expect(picker.options.last == .model("qwen2.5:7b"))
        #expect(picker.selection.selected == picker.options.count - 1)
        await picker.pickSelected()
        #expect(setup.router.sheet == nil)
    }

    @Test func theConfiguredModelIsMarkedWhenTheServersListLacksIt() async throws {
        let catalog = FakeModelCatalog(backends: [localBackend, cloudBackend],
                                       models: ["local": ["llama3"], "cloud": ["gpt-4o-mini", "o3-mini"]])
        let setup = make(catalog)
        let chat = await setup.loadedChat()
        let picker = try await openPicker(setup, chat: chat)
        #expect(picker.models == ["qwen2.5:7b", "llama3"])
        #expect(picker.serverLacksConfiguredModel)
        #expect(picker.lines.contains(.option(index: 2, title: "qwen2.5:7b", detail: "configured, not on the server",
                                              isCurrent: true)))
        try select("cloud", in: picker)
        await picker.pickSelected()
        await picker.waitForModels()
        #expect(!picker.serverLacksConfiguredModel)
        #expect(picker.lines.contains(.option(index: 2, title: "gpt-4o-mini", detail: "configured", isCurrent: false)))
    }

    /// A model taken off the server after the chat picked it stays listed, marked and selected,
    /// and the chat's choice stays pickable while the server cannot be reached.
    @Test func theModelInUseStaysListedWhenTheServerDropsIt() async throws {
        let catalog = FakeModelCatalog(backends: [localBackend, cloudBackend], models: ["local": ["llama3", "qwen2.5:7b"]])
        let setup = make(catalog)
        let chat = await setup.loadedChat()
        let first = try await openPicker(setup, chat: chat)
        try select("llama3", in: first)
        await first.pickSelected()
        catalog.answer("local", with: ["mistral"])
        let picker = try await openPicker(setup, chat: chat)
        #expect(picker.models == ["qwen2.5:7b", "llama3", "mistral"])
        #expect(picker.serverLacksModelInUse)
        #expect(picker.lines.contains(.option(index: 3, title: "llama3", detail: "in use, not on the server", isCurrent: true)))
        #expect(picker.selection.selected == 3)
        catalog.fail("local", reason: "connection refused")
        let unreachable = try await openPicker(setup, chat: chat)
        #expect(unreachable.models == ["qwen2.5:7b", "llama3"])
        #expect(!unreachable.serverLacksModelInUse)
        #expect(unreachable.lines.contains(.option(index: 3, title: "llama3", detail: "", isCurrent: true)))
        #expect(unreachable.selection.selected == 3)
    }

    @Test func theConfiguredModelIsNotMarkedWhileTheListIsUnknown() async throws {
        let catalog = FakeModelCatalog(backends: [localBackend, cloudBackend])
        catalog.fail("local", reason: "connection refused")
        let setup = make(catalog)
        let picker = try await openPicker(setup, chat: await setup.loadedChat())
        #expect(!picker.serverLacksConfiguredModel)
        #expect(picker.lines.contains(.option(index: 2, title: "qwen2.5:7b", detail: "configured", isCurrent: true)))
    }

    /// The header would name the new model while the old one still writes.
    @Test func theModelCannotChangeWhileAReplyStreams() async throws {
        let streaming = ScriptedResponder()
        let setup = ChatSetupHarness(
            harness: Harness(path: [.explore, .chat(avatarID: "fx-cat-mochi")], responder: streaming),
            catalog: FakeModelCatalog(backends: [localBackend, cloudBackend]))
        let chat = await setup.loadedChat()
        chat.editInput { $0.insert("hi") }
        chat.send()
        let stream = try #require(await streaming.stream(0))
        chat.pickModel()
        #expect(setup.router.sheet == nil)
        #expect(setup.router.notice == Notice("Wait for the reply to finish, Esc to stop it, or Alt-l to leave it writing"))
        stream.finish()
        await chat.waitForReply()
        chat.pickModel()
        #expect(pickerChatID(setup) != nil)
    }

    @Test func theModelsLineSaysLoadingUntilTheyCome() async throws {
        let setup = make()
        let chat = await setup.loadedChat()
        chat.pickModel()
        let picker = setup.modelPicker(for: try #require(pickerChatID(setup)))
        await picker.onAppear()
        #expect(picker.lines.contains(.note("loading models…", isError: false)))
        await picker.waitForModels()
        #expect(!picker.lines.contains(.note("loading models…", isError: false)))
        #expect(picker.lines.first == .heading("Backends"))
        #expect(picker.lines.contains(.heading("Models of local")))
    }

    private func pickerChatID(_ setup: ChatSetupHarness) -> UUID? {
        if case .modelPicker(let id) = setup.router.sheet { return id }
        return nil
    }
}
