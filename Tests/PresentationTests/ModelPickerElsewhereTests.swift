import Domain
import DomainDoubles
import Foundation
import Presentation
import Testing

/// A filter finds the models of every configured backend, not only the listed one's.
extension ModelPickerPresenterTests {
    @Test func aFilterFindsAModelOfAnotherBackendAndEnterPicksIt() async throws {
        let catalog = FakeModelCatalog(backends: [localBackend, cloudBackend],
                                       models: ["local": ["llama3", "qwen2.5:7b"], "cloud": ["gpt-4o", "gpt-4o-mini", "o3-mini"]])
        let setup = make(catalog)
        let picker = try await openPicker(setup, chat: await setup.loadedChat())
        #expect(catalog.requests == ["local"], "the other servers are asked only once a filter is typed")
        picker.editFilter { $0.insert("o3") }
        #expect(picker.lines.contains(.note("looking in cloud…", isError: false)))
        await picker.waitForModels()
        #expect(picker.options == [.modelOf(cloudBackend, "o3-mini")])
        #expect(picker.lines == [
            .heading("Models of local"), .note("No model matches “o3”", isError: false),
            .heading("Models of cloud"), .option(index: 0, title: "o3-mini", detail: "", isCurrent: false),
        ])
        #expect(picker.selection.selected == 0)
        picker.editFilter { $0.clear(); $0.insert("gpt-4o-mini") }
        #expect(picker.options == [.backend(cloudBackend), .modelOf(cloudBackend, "gpt-4o-mini")])
        #expect(picker.selection.selected == 1, "the typed id, not the backend that shows it")
        #expect(picker.lines.contains(.option(index: 1, title: "gpt-4o-mini", detail: "configured", isCurrent: false)))
        picker.editFilter { $0.clear(); $0.insert("o3") }
        await picker.pickSelected()
        #expect(setup.router.sheet == nil)
        #expect(setup.router.notice?.text == "This chat is answered by cloud / o3-mini")
        #expect(catalog.requests == ["local", "cloud"], "each server asked once")
    }

    /// Without a filter the sheet lists the listed backend's models only; a server that cannot
    /// say what it has is named under the filter's matches.
    @Test func anotherServerThatCannotBeReachedIsNamedUnderTheFilter() async throws {
        let catalog = FakeModelCatalog(backends: [localBackend, cloudBackend, .offline])
        catalog.fail("cloud", reason: "cannot reach https://api.example.com/v1: connection refused")
        let setup = make(catalog)
        let picker = try await openPicker(setup, chat: await setup.loadedChat())
        picker.editFilter { $0.insert("qwen") }
        await picker.waitForModels()
        #expect(picker.options == [.backend(localBackend), .model("qwen2.5:7b")])
        let notSearched = PickerLine.note("Not searched: cloud (its server could not list models)", isError: false)
        #expect(picker.lines.last == notSearched)
        picker.editFilter { $0.insert("2") }
        #expect(picker.lines.filter { $0 == notSearched }.count == 1, "one short line, not the reason under every filter")
        #expect(catalog.requests == ["local", "cloud"], "the offline persona has no server to ask")
        picker.cancel()
        #expect(picker.options == [.backend(localBackend), .backend(cloudBackend), .backend(.offline), .model("qwen2.5:7b")])
    }
}
