import AppComposition
import AppTestSupport
import DomainDoubles
import Presentation
import TerminalUI
import Testing

/// The picker sheets' list keys: `q` closes the sheet, as it closes Help (over a sheet it does
/// not quit), and Enter with nothing matching is not offered, and pressed says so.
@MainActor
@Suite("Picker sheets: q closes, Enter on no match says so")
struct PickerKeysFlowTests {
    private func modelPicker() async -> AppDriver {
        let (app, _) = await AppDriver.mochiChat(size: Size(width: 100, height: 30)) {
            $0.modelCatalog = FakeModelCatalog(backends: [PickerFlowTests.local, PickerFlowTests.vllm],
                                               models: ["local": ["qwen2.5:7b"]])
        }
        await app.press(.ctrl("o"))
        #expect(await app.waitUntil { $0.contains("qwen2.5:7b") && !$0.contains("loading models…") })
        return app
    }

    @Test func enterWithNothingMatchingSaysSoAndIsNotOffered() async {
        let app = await modelPicker()
        await app.type("/zzz")
        await app.press(.enter)
        #expect(app.text.contains("No model matches “zzz”"))
        #expect(!(app.screen.textLines().last ?? "").contains("Enter pick"), "Enter is not offered")
        await app.press(.enter)
        #expect(app.router.notice == Notice("Nothing matches “zzz”: / edits the filter, Esc clears it"))
        guard case .modelPicker = app.router.sheet else {
            Issue.record("the picker stays open, not \(String(describing: app.router.sheet))")
            return
        }
        await app.press(.escape)
        #expect(app.screen.textLines().last?.contains("Enter pick") == true, "with matches again, Enter is offered")
    }

    @Test func qClosesTheModelPickerAndTheChatStays() async {
        let app = await modelPicker()
        await app.type("/qwen")
        await app.press(.escape)
        #expect(app.router.sheet != nil, "Esc first clears the filter")
        await app.type("q")
        #expect(app.router.sheet == nil)
        #expect(app.router.path.last == .chat(avatarID: "fx-cat-mochi"))
    }

    @Test func qClosesDiscussWithToo() async {
        let app = await AppDriver(path: [.explore, .article(id: "fx-tech-battery")])
        await app.type("c")
        #expect(await app.waitUntil { $0.contains("Discuss with") })
        await app.type("q")
        #expect(app.router.sheet == nil)
        #expect(app.router.top == .article(id: "fx-tech-battery"))
    }

    /// A letter typed starts the filter with it, as a fuzzy picker does: "alpha" then Enter picked
    /// the model already in use, its letters gone. The letters that are keys keep their meaning.
    @Test func aLetterTypedStartsTheFilterAndTheListKeysStay() async {
        let (app, _) = await AppDriver.mochiChat(size: Size(width: 100, height: 30)) {
            $0.modelCatalog = FakeModelCatalog(backends: [PickerFlowTests.local, PickerFlowTests.vllm],
                                               models: ["local": ["alpha-7b", "qwen2.5:7b"]])
        }
        await app.press(.ctrl("o"))
        #expect(await app.waitUntil { $0.contains("alpha-7b") && !$0.contains("loading models…") })
        await app.type("alpha")
        #expect(app.text.contains("/ alpha"), "\(app.text)")
        await app.press(.enter)
        #expect(app.router.sheet == nil)
        #expect(await app.waitUntil { $0.contains("alpha-7b") }, "the chat now answers with alpha-7b: \(app.text)")
        await app.press(.ctrl("o"))
        #expect(await app.waitUntil { $0.contains("qwen2.5:7b") && !$0.contains("loading models…") })
        await app.type("j")
        #expect(!app.text.contains("/ j"), "j moves down, as Help says")
        await app.type("q")
        #expect(app.router.sheet == nil, "q closes")
    }
}
