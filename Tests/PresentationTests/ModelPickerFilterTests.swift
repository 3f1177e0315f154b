import DataAccess
import Domain
import DomainDoubles
import Foundation
import Presentation
import Testing

/// The model picker's filter: what matches, what it selects, and Enter on a match.
extension ModelPickerPresenterTests {
    @Test func theFilterKeepsMatchingBackendsAndModelsAndEscClearsItFirst() async throws {
        let setup = make(FakeModelCatalog(backends: [localBackend, cloudBackend],
                                          models: ["local": ["llama3.1:8b", "qwen2.5:7b", "qwen2.5-coder:14b", "通义千问-72B"]]))
        let chat = await setup.loadedChat()
        let picker = try await openPicker(setup, chat: chat)
        picker.editFilter { $0.insert("QWEN") }
        // "local" matches by the model its row shows.
        #expect(picker.options == [.backend(localBackend), .model("qwen2.5-coder:14b"), .model("qwen2.5:7b")])
        picker.editFilter { $0.clear(); $0.insert("通义") }
        #expect(picker.options == [.model("通义千问-72B")])
        picker.editFilter { $0.clear(); $0.insert("example.com") }
        #expect(picker.options == [.backend(cloudBackend)])
        #expect(picker.lines.contains(.note("No model matches “example.com”", isError: false)))
        picker.editFilter { $0.clear(); $0.insert("zzz") }
        #expect(picker.lines == [.heading("Models of local"), .note("No model matches “zzz”", isError: false),
                                 .note("looking in cloud…", isError: false)])
        picker.cancel()
        #expect(picker.filter.isEmpty)
        #expect(setup.router.sheet != nil)
        picker.cancel()
        #expect(setup.router.sheet == nil)
        #expect(responder.receivedRequests.isEmpty)
    }

    /// Esc that clears the filter leaves the selection on the row it was on, else on the ✓ model
    /// the chat uses: never on the first model, which an Enter after it would switch the chat to.
    @Test func escThatClearsTheFilterKeepsTheSelectedRowElseTheCurrentModel() async throws {
        let setup = make(FakeModelCatalog(backends: [localBackend, cloudBackend],
                                          models: ["local": ["gemma", "llama3", "qwen2.5:7b"], "cloud": ["gpt-4o-mini", "o3"]]))
        let chat = await setup.loadedChat()
        var picker = try await openPicker(setup, chat: chat)
        try select("llama3", in: picker)
        await picker.pickSelected()
        picker = try await openPicker(setup, chat: chat)
        let llama3 = try #require(picker.options.firstIndex(of: .model("llama3")))
        #expect(picker.selection.selected == llama3)

        for (typed, kept) in [("qwen", ModelPickerPresenter.Option.model("qwen2.5:7b")), ("cloud", .backend(cloudBackend))] {
            picker.editFilter { $0.insert(typed) }
            picker.cancel()
            #expect(picker.filter.isEmpty)
            #expect(picker.selection.selected.map { picker.options[$0] } == kept, "\(typed): the row it was on")
            try select("llama3", in: picker)
        }

        picker.editFilter { $0.insert("o3") }
        await picker.waitForModels()
        #expect(picker.selection.selected.map { picker.options[$0] } == .modelOf(cloudBackend, "o3"))
        picker.cancel()
        #expect(picker.selection.selected == llama3, "a row gone with the filter: back on the ✓ model")
        await picker.pickSelected()
        #expect(setup.router.notice?.text == "This chat is answered by local / llama3")
    }

    /// A backend's exact name selects its row, not a model whose id holds the name; Enter then
    /// picks that backend with the model its row shows.
    @Test func aTypedBackendNameSelectsThatBackend() async throws {
        let setup = make(FakeModelCatalog(backends: [localBackend, cloudBackend],
                                          models: ["local": ["qwen2.5:7b", "zoo/cloud-mini"]]))
        let picker = try await openPicker(setup, chat: await setup.loadedChat())
        picker.editFilter { $0.insert("Cloud") }
        #expect(picker.selection.selected.map { picker.options[$0] } == .backend(cloudBackend))
        picker.editFilter { $0.insert("-m") }
        #expect(picker.selection.selected.map { picker.options[$0] } == .model("zoo/cloud-mini"))
    }

    /// A server without `/models` offers the configured model alone, and the sheet says why.
    @Test func aServerThatListsNoModelsSaysSo() async throws {
        let catalog = FakeModelCatalog(backends: [localBackend, cloudBackend])
        catalog.answerUnlisted("local")
        let setup = make(catalog)
        let picker = try await openPicker(setup, chat: await setup.loadedChat())
        #expect(picker.models == ["qwen2.5:7b"])
        #expect(picker.lines.contains(.note("the server does not list its models (no /models): only the configured one is offered",
                                            isError: false)))
    }

    /// A model list that wants a key while the backend has none: the configured model is still
    /// offered, and picked, and the sheet says why it is alone.
    @Test func aListThatWantsAKeyStillOffersTheConfiguredModel() async throws {
        let catalog = FakeModelCatalog(backends: [localBackend, cloudBackend])
        catalog.answerUnlisted("local", why: .listWantsKey(status: 401))
        let setup = make(catalog)
        let picker = try await openPicker(setup, chat: await setup.loadedChat())
        #expect(picker.models == ["qwen2.5:7b"])
        #expect(picker.modelsState == .loaded)
        #expect(picker.lines.contains(.note("the server's model list (/models) wants a key (401) and this backend has none: "
            + "only the configured model is offered, which the server may answer without one", isError: false)))
        #expect(picker.selection.selected.map { picker.options[$0] } == .model("qwen2.5:7b"))
        await picker.pickSelected()
        #expect(setup.router.sheet == nil)
    }

    /// LM Studio with nothing downloaded: the configured model stays, marked, and the sheet says
    /// the server lists none.
    @Test func aServerWhoseListIsEmptySaysItListsNone() async throws {
        let catalog = FakeModelCatalog(backends: [localBackend, cloudBackend], models: ["local": []])
        let setup = make(catalog)
        let picker = try await openPicker(setup, chat: await setup.loadedChat())
        #expect(picker.models == ["qwen2.5:7b"])
        #expect(picker.lines.contains(.note("the server lists no models", isError: false)))
        #expect(picker.lines.contains(.option(index: 2, title: "qwen2.5:7b", detail: "configured, not on the server",
                                              isCurrent: true)))
    }

    /// A typed id selects that model, not a backend listed above it whose row shows it too, nor a
    /// longer id that holds it; Enter picks it and closes the sheet, so the next words go to the chat.
    @Test func theFilterSelectsTheModelWhoseIdIsTypedAndEnterPicksIt() async throws {
        let setup = make(FakeModelCatalog(backends: [localBackend, cloudBackend],
                                          models: ["local": ["gpt-4o-mini-large", "gpt-4o-mini", "qwen2.5:7b"]]))
        let picker = try await openPicker(setup, chat: await setup.loadedChat())
        picker.editFilter { $0.insert("GPT-4o-mini") }
        #expect(picker.options == [.backend(cloudBackend), .model("gpt-4o-mini"), .model("gpt-4o-mini-large")])
        #expect(picker.selection.selected == 1)
        picker.editFilter { $0.clear(); $0.insert("mini") }
        #expect(picker.selection.selected == 1, "no exact id: the first model that matches")
        picker.editFilter { $0.clear(); $0.insert("gpt-4o-mini") }
        await picker.pickSelected()
        #expect(setup.router.sheet == nil)
        #expect(setup.router.notice?.text == "This chat is answered by local / gpt-4o-mini")
    }

    /// Routers' ids begin with their vendor's name: the name after it is what a user types.
    @Test func theFilterSelectsAModelByItsNameAfterTheVendor() async throws {
        let ids = ["aaa/codellama-34b", "meta/llama-3-70b", "meta/llama-3", "zeta/mini-llama-3"]
        let setup = make(FakeModelCatalog(backends: [localBackend, cloudBackend], models: ["local": ids]))
        let picker = try await openPicker(setup, chat: await setup.loadedChat())
        for (typed, selected) in [("llama-3", "meta/llama-3"), ("LLAMA-3-7", "meta/llama-3-70b"), ("llama", "meta/llama-3"), ("ama-3", "aaa/codellama-34b"),
                                  ("mini", "zeta/mini-llama-3")] {
            picker.editFilter { $0.clear(); $0.insert(typed) }
            #expect(picker.selection.selected.map { picker.options[$0] } == .model(selected), "\(typed)")
        }
    }

    /// A backend's row names the model the chat uses; it is not found by its configured model,
    /// which it does not show.
    @Test func aBackendIsFoundOnlyByWhatItsRowShows() async throws {
        let picker = try await pickerOnLlama3()
        picker.editFilter { $0.insert("qwen") }
        #expect(picker.options == [.model("qwen2.5:7b")])
        picker.editFilter { $0.clear(); $0.insert("llama3") }
        #expect(picker.options == [.backend(localBackend), .model("llama3")])
        #expect(picker.selection.selected == 1)
    }

    /// Enter on a backend found by the filter picks it with the model its row shows and closes the
    /// sheet (with no filter, Enter lists its models instead).
    @Test func enterOnABackendFoundByTheFilterPicksItsModel() async throws {
        let setup = make(FakeModelCatalog(backends: [localBackend, cloudBackend, .offline]))
        let chat = await setup.loadedChat()
        var picker = try await openPicker(setup, chat: chat)
        picker.editFilter { $0.insert("offline") }
        #expect(picker.options == [.backend(.offline)])
        await picker.pickSelected()
        #expect(setup.router.sheet == nil)
        #expect(setup.router.notice?.text == "This chat is answered by the offline persona")

        picker = try await openPicker(setup, chat: chat)
        picker.editFilter { $0.insert("example.com") }
        await picker.pickSelected()
        #expect(setup.router.sheet == nil)
        #expect(setup.router.notice?.text == "This chat is answered by cloud / gpt-4o-mini")
    }
}
