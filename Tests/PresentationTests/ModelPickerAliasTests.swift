import Domain
import DomainDoubles
import Foundation
import Presentation
import Testing

/// The configured model that the server lists under another id of the same model (Ollama's
/// `llama3.2:latest`, Gemini's `models/…`) is one row, marked, not two.
extension ModelPickerPresenterTests {
    static let ollama = ChatBackend(name: "ollama", displayURL: "http://127.0.0.1:11434/v1", model: "llama3.2")
    static let gemini = ChatBackend(name: "gemini", displayURL: "https://gemini.example/v1beta/openai/", model: "gemini-2.0-flash")

    @Test func theConfiguredModelListedWithOllamasTagIsOneRowInUse() async throws {
        let catalog = FakeModelCatalog(backends: [Self.ollama, Self.gemini],
                                       models: ["ollama": ["llama3.2:latest", "qwen3:8b"]])
        let setup = make(catalog)
        let picker = try await openPicker(setup, chat: await setup.loadedChat())
        #expect(picker.models == ["llama3.2", "qwen3:8b"])
        #expect(!picker.serverLacksConfiguredModel)
        #expect(picker.lines.contains(.option(index: 2, title: "llama3.2", detail: "configured", isCurrent: true)))
        #expect(picker.selection.selected == 2)
        await picker.pickSelected()
        #expect(setup.router.notice?.text == "This chat is answered by ollama / llama3.2")
    }

    /// A filter that finds Gemini's models finds its configured one once, by the name it is
    /// configured with.
    @Test func aFilterFindsAnotherBackendsPrefixedModelOnce() async throws {
        let catalog = FakeModelCatalog(backends: [Self.ollama, Self.gemini], models: [
            "ollama": ["llama3.2:latest"], "gemini": ["models/gemini-2.0-flash", "models/gemini-2.5-pro"],
        ])
        let setup = make(catalog)
        let picker = try await openPicker(setup, chat: await setup.loadedChat())
        picker.editFilter { $0.insert("gemini-2") }
        await picker.waitForModels()
        #expect(picker.options == [
            .backend(Self.gemini), .modelOf(Self.gemini, "gemini-2.0-flash"), .modelOf(Self.gemini, "models/gemini-2.5-pro"),
        ])
        #expect(picker.lines.contains(.option(index: 1, title: "gemini-2.0-flash", detail: "configured", isCurrent: false)))
    }
}
