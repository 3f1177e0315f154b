import AppComposition
import AppTestSupport
import DataAccess
import Domain
import DomainDoubles
import Presentation
import TerminalUI
import Testing

/// The model picker, the Chat header with its backend and model, the avatar picker, an article
/// with its chats and the avatar settings sheet.
@MainActor
@Suite("Pickers, the Chat header and chats about an article, at 80x24 and 120x40")
struct PickerSnapshotTests {
    static let local = ChatBackend(name: "local", displayURL: "http://127.0.0.1:11434/v1", model: "qwen2.5:7b")
    static let cloud = ChatBackend(name: "cloud", displayURL: "https://api.example.com/v1", model: "gpt-4o-mini")

    /// `.mock` with two backends; local lists models with CJK names.
    static func deps(failingLocal: Bool = false) -> AppDependencies {
        var deps = AppDependencies.mock
        let catalog = FakeModelCatalog(backends: [local, cloud, .offline], models: [
            "local": ["llama3.1:8b", "qwen2.5:7b", "qwen2.5-coder:14b", "通义千问-72B-Instruct", "深度求索-R1-蒸馏-Qwen-32B"],
            "cloud": ["gpt-4o", "gpt-4o-mini", "o3-mini"],
        ])
        if failingLocal { catalog.fail("local", reason: "cannot reach http://127.0.0.1:11434/v1: connection refused") }
        deps.modelCatalog = catalog
        return deps
    }

    let chatPath: [AppRoute] = [.explore, .chat(avatarID: "fx-cat-mochi")]

    @Test func modelPicker() async {
        await assertScreens("modelPicker", deps: Self.deps(), path: chatPath) { driver in
            await driver.press(.ctrl("o"))
            #expect(await driver.waitUntil { $0.contains("通义千问") && !$0.contains("loading models…") })
            await driver.press(.down)
        }
    }

    /// A server that lists 400 models but not the configured one: the list shows a scrollbar,
    /// and the configured model says that the server lacks it.
    @Test func modelPickerWithManyModels() async {
        var deps = AppDependencies.mock
        let many = (1...400).map { String(format: "model-%03d", $0) } + ["zeta/" + String(repeating: "x", count: 90) + ":free"]
        deps.modelCatalog = FakeModelCatalog(backends: [Self.local, Self.cloud], models: ["local": many])
        await assertScreens("modelPickerManyModels", deps: deps, path: chatPath, sizes: [snapshotSizes[0]]) { driver in
            await driver.press(.ctrl("o"))
            #expect(await driver.waitUntil { $0.contains("model-001") })
            #expect(driver.text.contains("qwen2.5:7b  configured, not on the server"))
            #expect(driver.text.contains("┃"))
            await driver.press(.end, .up, .up)
            let screen = driver.text
            #expect(screen.contains("│ Models of local"), "the heading of the models scrolled into stays on top")
            #expect(screen.contains("…:free ┃"), "a long id keeps a blank before the scrollbar")
        }
    }

    @Test func modelPickerFiltered() async {
        await assertScreens("modelPickerFiltered", deps: Self.deps(), path: chatPath, sizes: [snapshotSizes[0]]) { driver in
            await driver.press(.ctrl("o"))
            #expect(await driver.waitUntil { $0.contains("通义千问") })
            await driver.type("深度")
            #expect(await driver.waitUntil { !$0.contains("looking in") }, "cloud's models are in: none matches")
        }
    }

    /// A model of another backend, found by the filter under its backend's name.
    @Test func modelPickerFilteredFindsAnotherBackendsModel() async {
        await assertScreens("modelPickerFilteredElsewhere", deps: Self.deps(), path: chatPath, sizes: [snapshotSizes[0]]) { driver in
            await driver.press(.ctrl("o"))
            #expect(await driver.waitUntil { $0.contains("通义千问") })
            await driver.type("o3")
            #expect(await driver.waitUntil { $0.contains("o3-mini") && !$0.contains("looking in") })
        }
    }

    @Test func modelPickerWhenTheServerCannotBeReached() async {
        await assertScreens("modelPickerUnreachable", deps: Self.deps(failingLocal: true), path: chatPath) { driver in
            await driver.press(.ctrl("o"))
            #expect(await driver.waitUntil { $0.contains("connection refused") })
        }
    }

    /// A reply written by o3-mini, then cloud's own gpt-4o-mini picked: the header names
    /// gpt-4o-mini, the reply its own model by its time.
    @Test func chatHeaderWithBackendAndModel() async {
        await assertScreens("chatHeaderModel", deps: Self.deps(), path: chatPath) { driver in
            await pick("o3-mini", ofBackendAt: 1, driver)
            #expect(driver.text.contains("Mochi 🍡 · cloud / o3-mini"))
            await driver.type("Which model are you?")
            await driver.press(.enter)
            #expect(await driver.waitUntil { !$0.contains("is typing") })
            await pick("gpt-4o-mini", driver)
            #expect(driver.text.contains("Mochi 🍡 · cloud / gpt-4o-mini"))
            #expect(driver.text.contains("Mochi 🍡 · 09:00 · o3-mini"))
        }
    }

    /// Long ids that differ only at their end (`:free`, `:nitro`) are cut in the middle, in the
    /// picker's rows and in the Chat header, so that they do not look alike.
    @Test func longModelIdsAreCutInTheMiddle() async {
        var deps = AppDependencies.mock
        let id = "deepseek/deepseek-r1-distill-llama-70b-instruct-preview-2025-with-a-long-tail"
        deps.modelCatalog = FakeModelCatalog(backends: [Self.local, Self.cloud], models: [
            "local": [id, id + ":free", id + ":nitro", "通义千问-72B-Instruct-长上下文-超长版本-预览-实验-测试版本-preview-2025-0101:free"],
        ])
        await assertScreens("modelPickerLongIds", deps: deps, path: chatPath, sizes: [snapshotSizes[0]]) { driver in
            await driver.press(.ctrl("o"))
            #expect(await driver.waitUntil { $0.contains("…:nitro") })
            let screen = driver.text
            #expect(screen.contains("2025-wit…:free"))
            #expect(screen.contains("2025-wit…-tail"))
            #expect(screen.contains("…:free │"), "a wide character is never split: the row ends at the box")
        }
        await assertScreens("chatHeaderLongModelId", deps: deps, path: chatPath, sizes: [snapshotSizes[0]]) { driver in
            await driver.press(.ctrl("o"))
            #expect(await driver.waitUntil { $0.contains("Models of") && !$0.contains("loading models…") })
            await driver.type(id + ":free")
            await driver.press(.enter)
            #expect(await driver.waitUntil { $0.contains("Mochi 🍡 · local / deepseek/") && $0.contains("…:free") })
        }
    }

    /// Opens the model picker, lists the models of the backend on row `backendRow` when given
    /// (Enter on its row without a filter; with one, Enter would pick the model the row shows),
    /// and picks `model` by its id typed into the filter: the filter selects it and Enter picks it.
    private func pick(_ model: String, ofBackendAt backendRow: Int? = nil, _ driver: AppDriver) async {
        await driver.press(.ctrl("o"))
        #expect(await driver.waitUntil { $0.contains("Models of") && !$0.contains("loading models…") })
        if let backendRow {
            await driver.press(.home)
            for _ in 0..<backendRow { await driver.press(.down) }
            await driver.press(.enter)
        }
        #expect(await driver.waitUntil { $0.contains(model) && !$0.contains("loading models…") })
        await driver.type(model)
        await driver.press(.enter)
    }

    @Test func avatarPicker() async {
        await assertScreens("avatarPicker", path: [.explore, .article(id: "fx-tech-battery")]) { driver in
            await driver.type("c")
            #expect(await driver.waitUntil { $0.contains("Discuss with") && $0.contains("Mochi") })
        }
    }

    /// F1 over a picker lists its keys (`?` types into the filter); any of Help's close keys goes
    /// back to the list, as it was.
    @Test func avatarPickerKeys() async {
        await assertScreens("avatarPickerKeys", path: [.explore, .article(id: "fx-tech-battery")], sizes: [snapshotSizes[0]]) { driver in
            await driver.type("c")
            #expect(await driver.waitUntil { $0.contains("Discuss with") && $0.contains("Mochi") })
            await driver.press(.down)
            let picker = driver.text
            await driver.press(.function(1))
            #expect(driver.text.contains("Filter the avatars by name or description"))
            await driver.type("?")
            #expect(driver.text == picker)
            await driver.type("x")
            await driver.press(.function(1))
            #expect(driver.text.contains("Start a new chat about the article"))
            await driver.type("y")
            #expect(driver.text.contains("Start a new chat about the article"), "a letter does not type behind the keys")
            await driver.press(.escape)
            #expect(!driver.text.contains("Start a new chat about the article"))
            #expect(driver.text.contains("/ x"), "the filter is as it was")
            await driver.press(.escape)
            #expect(driver.router.sheet != nil, "Esc cleared the filter, the picker stays")
            await driver.press(.function(1))
        }
    }

    @Test func articleWithItsChats() async {
        await assertScreens("articleChats", path: [.explore, .article(id: "fx-tech-battery")]) { driver in
            for name in ["Mochi", "Zorp"] { await askAboutIt(name, driver) }
            #expect(driver.text.contains("2 chats about it"))
        }
    }

    @Test func feedItemWithItsChats() async {
        await assertScreens("feedItemChats", deps: .mockWithFeeds(), path: [.explore, .feeds, .feedArticle(id: 1)]) { driver in
            await askAboutIt("Mochi", driver)
            #expect(await driver.waitUntil { $0.contains("1 chat about it") })
        }
    }

    @Test func chatAboutAnArticle() async {
        await assertScreens("chatAboutArticle", path: [.explore, .article(id: "fx-tech-battery")]) { driver in
            await startAChatAboutIt(with: "Mochi", driver)
        }
    }

    /// From an article or a feed item: picks the avatar `name` for a new chat about it.
    private func startAChatAboutIt(with name: String, _ driver: AppDriver) async {
        await driver.type("c" + name)
        await driver.press(.enter)
        #expect(await driver.waitUntil { $0.contains("About: ") })
    }

    /// From an article or a feed item: asks `name` about it in a new chat, and once the reply has
    /// ended goes back.
    private func askAboutIt(_ name: String, _ driver: AppDriver) async {
        await startAChatAboutIt(with: name, driver)
        await driver.type("What do you make of this?")
        await driver.press(.enter)
        #expect(await driver.waitUntil { !$0.contains("is typing") })
        await driver.press(.escape)
    }

    @Test func avatarSettings() async {
        await assertScreens("avatarSettings", path: chatPath) { driver in
            await driver.press(.alt("p"))
            #expect(await driver.waitUntil { $0.contains("System prompt") })
            await driver.press(.tab)
            await driver.type("0.4")
        }
    }
}
