import AppComposition
import AppTestSupport
import DomainDoubles
import Presentation
import TerminalUI
import Testing

/// Clicks in the lists over a screen: a chat's Links list (Alt-o) and the model picker.
@MainActor
@Suite("Mouse clicks in the Links list and the model picker")
struct MouseSheetFlowTests {
    /// The last row of the screen whose text contains `text` (a list over a screen is at its bottom).
    private func row(containing text: String, in app: AppDriver) throws -> Int {
        try #require(app.screen.textLines().lastIndex { $0.contains(text) }, "\(app.text)")
    }

    @Test("a click selects a link of the list, a double click opens it")
    func clickALink() async throws {
        let opener = RecordingURLOpener()
        let (app, responder) = await AppDriver.mochiChat(size: Size(width: 80, height: 24)) { $0.urlOpener = opener }
        #expect(await app.send("Links?", answeredWith: ChatLinksFlowTests.reply, by: responder) { $0.contains("[2] https://") })
        await app.press(.alt("o"))
        let spec = try row(containing: "  [2] https://spec.example.org", in: app)
        await app.click(column: 10, row: spec)
        #expect(app.screen.textLines()[spec].contains("▸ [2] https://spec.example.org"))
        #expect(await opener.opened.isEmpty, "one click only selects")
        await app.click(column: 10, row: spec, isDouble: true)
        #expect(await opener.opened.map(\.absoluteString)
                == ["https://spec.example.org/very/long/path/that/keeps/going/and/going/and/going"])
    }

    @Test("a click selects a model in the picker, a double click picks it")
    func clickAModel() async throws {
        let (app, _) = await AppDriver.mochiChat(size: Size(width: 100, height: 30)) {
            $0.modelCatalog = FakeModelCatalog(backends: [PickerFlowTests.local, PickerFlowTests.vllm],
                                               models: ["local": ["qwen2.5:7b", "llama3.2:3b"]])
        }
        await app.press(.ctrl("o"))
        #expect(await app.waitUntil { $0.contains("llama3.2:3b") && !$0.contains("loading models…") })
        let llama = try row(containing: "llama3.2:3b", in: app)
        await app.click(column: 30, row: llama)
        #expect(app.screen.textLines()[llama].contains("▸"), "\(app.text)")
        await app.click(column: 30, row: llama, isDouble: true)
        #expect(app.router.sheet == nil, "the double click picked the model")
        #expect(app.screen.textLines()[0].contains("llama3.2:3b"), "the chat's header names it: \(app.text)")
    }

    @Test("a double click on a model while the picker's filter is typed picks it, and no Enter reaches the chat")
    func doubleClickWhileThePickersFilterIsTyped() async throws {
        let (app, responder) = await AppDriver.mochiChat(size: Size(width: 100, height: 30)) {
            $0.modelCatalog = FakeModelCatalog(backends: [PickerFlowTests.local, PickerFlowTests.vllm],
                                               models: ["local": ["qwen2.5:7b", "llama3.2:3b"]])
        }
        await app.type("unsent words")
        await app.press(.ctrl("o"))
        #expect(await app.waitUntil { $0.contains("llama3.2:3b") && !$0.contains("loading models…") })
        await app.type("llama")
        let llama = try row(containing: "llama3.2:3b", in: app)
        await app.click(column: 30, row: llama, isDouble: true)
        #expect(app.router.sheet == nil, "picked")
        #expect(app.text.contains("› unsent words"), "the chat's input is as it was: \(app.text)")
        #expect(responder.requests == 0)
    }
}
