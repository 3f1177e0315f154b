import AppComposition
import AppTestSupport
import DomainDoubles
import Presentation
import TerminalUI
import Testing

/// The picker sheets' keys: every character typed goes into the filter, as in fzf (`q`, `g`, `j`
/// too), Esc clears the filter then closes, and Enter with nothing matching is not offered, and
/// pressed says so.
@MainActor
@Suite("Picker sheets: letters filter, Esc closes, Enter on no match says so")
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
        await app.type("zzz")
        await app.press(.enter)
        #expect(app.text.contains("No model matches “zzz”"))
        #expect(!(app.screen.textLines().last ?? "").contains("Enter pick"), "Enter is not offered")
        await app.press(.enter)
        #expect(app.router.notice == Notice("Nothing matches “zzz”: Backspace edits the filter, Esc clears it"))
        guard case .modelPicker = app.router.sheet else {
            Issue.record("the picker stays open, not \(String(describing: app.router.sheet))")
            return
        }
        await app.press(.escape)
        #expect(app.screen.textLines().last?.contains("Enter pick") == true, "with matches again, Enter is offered")
    }

    @Test func escClearsTheFilterThenClosesTheModelPickerAndTheChatStays() async {
        let app = await modelPicker()
        await app.type("qwen")
        await app.press(.escape)
        #expect(app.router.sheet != nil, "Esc first clears the filter")
        #expect(app.text.contains("/ type to filter"), "the filter is empty again: \(app.text)")
        await app.press(.escape)
        #expect(app.router.sheet == nil)
        #expect(app.router.path.last == .chat(avatarID: "fx-cat-mochi"))
    }

    @Test func discussWithTakesEveryLetterToo() async {
        let app = await AppDriver(path: [.explore, .article(id: "fx-tech-battery")])
        await app.type("c")
        #expect(await app.waitUntil { $0.contains("Discuss with") })
        await app.type("q")
        #expect(app.router.sheet != nil, "q types")
        #expect(app.text.contains("/ q"), "\(app.text)")
        await app.press(.escape, .escape)
        #expect(app.router.sheet == nil)
        #expect(app.router.top == .article(id: "fx-tech-battery"))
    }

    /// Every character typed goes into the filter, as in fzf: with `g` a list key, "gamma" jumped
    /// to the first row and filtered by "amma". The arrows, Ctrl-N and Ctrl-P move.
    @Test func everyLetterTypedGoesIntoTheFilter() async {
        let (app, _) = await AppDriver.mochiChat(size: Size(width: 100, height: 30)) {
            $0.modelCatalog = FakeModelCatalog(backends: [PickerFlowTests.local, PickerFlowTests.vllm],
                                               models: ["local": ["alpha-7b", "gamma-2b", "gamma-jk", "qwen2.5:7b"]])
        }
        await app.press(.ctrl("o"))
        #expect(await app.waitUntil { $0.contains("gamma-2b") && !$0.contains("loading models…") })
        await app.type("gamma")
        #expect(app.text.contains("/ gamma"), "\(app.text)")
        await app.press(.ctrl("n"))
        #expect(app.text.contains("▸   gamma-jk"), "Ctrl-N moves down: \(app.text)")
        await app.press(.ctrl("p"))
        await app.type("-jkqG?")
        #expect(app.text.contains("/ gamma-jkqG?"), "j, k, q, G and ? type too: \(app.text)")
        await app.press(.backspace, .backspace, .backspace, .backspace)
        await app.press(.enter)
        #expect(app.router.sheet == nil)
        #expect(await app.waitUntil { $0.contains("local / gamma-jk") }, "the chat now answers with gamma-jk: \(app.text)")
    }
}
