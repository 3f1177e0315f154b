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
        picker.beginFilter()
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

    /// A typed id selects that model, not a backend listed above it whose row shows it too, nor a
    /// longer id that holds it; Enter picks it and closes the sheet, so the next words go to the chat.
    @Test func theFilterSelectsTheModelWhoseIdIsTypedAndEnterPicksIt() async throws {
        let setup = make(FakeModelCatalog(backends: [localBackend, cloudBackend],
                                          models: ["local": ["gpt-4o-mini-large", "gpt-4o-mini", "qwen2.5:7b"]]))
        let picker = try await openPicker(setup, chat: await setup.loadedChat())
        picker.beginFilter()
        picker.editFilter { $0.insert("GPT-4o-mini") }
        #expect(picker.options == [.backend(cloudBackend), .model("gpt-4o-mini"), .model("gpt-4o-mini-large")])
        #expect(picker.selection.selected == 1)
        picker.editFilter { $0.clear(); $0.insert("mini") }
        #expect(picker.selection.selected == 1, "no exact id: the first model that matches")
        picker.editFilter { $0.clear(); $0.insert("gpt-4o-mini") }
        await picker.pickFromFilter()
        #expect(setup.router.sheet == nil)
        #expect(setup.router.notice?.text == "This chat is answered by local / gpt-4o-mini")
    }

    /// A backend's row names the model the chat uses; it is not found by its configured model,
    /// which it does not show.
    @Test func aBackendIsFoundOnlyByWhatItsRowShows() async throws {
        let picker = try await pickerOnLlama3()
        picker.beginFilter()
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
        picker.beginFilter()
        picker.editFilter { $0.insert("offline") }
        #expect(picker.options == [.backend(.offline)])
        await picker.pickFromFilter()
        #expect(setup.router.sheet == nil)
        #expect(setup.router.notice?.text == "This chat is answered by the offline persona")

        picker = try await openPicker(setup, chat: chat)
        picker.beginFilter()
        picker.editFilter { $0.insert("example.com") }
        picker.endFilterEditing()
        await picker.pickSelected()
        #expect(setup.router.sheet == nil)
        #expect(setup.router.notice?.text == "This chat is answered by cloud / gpt-4o-mini")
    }
}
