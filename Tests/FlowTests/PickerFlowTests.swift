import AppComposition
import AppTestSupport
import DataAccess
import Domain
import DomainDoubles
import Presentation
import TerminalUI
import Testing

/// The model picker, avatar settings and chats about an article, through the real loop: what the
/// keys change in the requests the responder gets.
@MainActor
@Suite("Model picker, avatar settings and chat about an article")
struct PickerFlowTests {
    static let local = ChatBackend(name: "local", displayURL: "http://127.0.0.1:8080/v1", model: "qwen2.5:7b")
    static let vllm = ChatBackend(name: "vllm", displayURL: "http://127.0.0.1:8000/v1", model: "Qwen/Qwen2.5-32B")

    let responder = ScriptedResponder(pieces: ["Noted."])

    func deps() -> AppDependencies {
        var deps = AppDependencies.mock
        deps.responder = responder
        deps.modelCatalog = FakeModelCatalog(backends: [Self.local, Self.vllm],
                                             models: ["vllm": ["Qwen/Qwen2.5-32B", "meta-llama/Llama-3.3-70B"]])
        return deps
    }

    func send(_ text: String, _ driver: AppDriver) async {
        await driver.type(text)
        await driver.press(.enter)
        #expect(await driver.waitUntil { $0.contains("Noted.") && !$0.contains("is typing") })
    }

    /// Ctrl-O, and once the picker shows `shown` with its models in, types `filter` and Enter:
    /// the picker closes and the header names what answers now.
    func pick(_ filter: String, once shown: String, answeredBy: String, _ driver: AppDriver) async {
        await driver.press(.ctrl("o"))
        #expect(await driver.waitUntil { $0.contains(shown) && !$0.contains("loading models…") })
        await driver.type(filter)
        await driver.press(.enter)
        #expect(driver.router.sheet == nil)
        #expect(driver.text.contains("Mochi 🍡 · \(answeredBy)"))
    }

    @Test func theModelPickedIsAskedForAndKeptWhenTheChatOpensAgain() async throws {
        let deps = deps()
        let driver = await AppDriver(deps: deps, path: [.explore, .chat(avatarID: "fx-cat-mochi")])
        #expect(driver.text.contains("Mochi 🍡 · local / qwen2.5:7b"))
        // Enter while typing the filter picks the selected match at once, as in fzf: a backend
        // with the model its row shows, and the picker closes.
        await pick("vllm", once: "Models of local", answeredBy: "vllm / Qwen/Qwen2.5-32B", driver)
        await pick("llama", once: "Llama-3.3-70B", answeredBy: "vllm / meta-llama/Llama-3.3-70B", driver)
        await send("hello", driver)
        let request = try #require(responder.receivedRequests.last)
        #expect(request.backendName == "vllm")
        #expect(request.model == "meta-llama/Llama-3.3-70B")

        let reopened = await AppDriver(deps: deps, path: [.explore, .chat(avatarID: "fx-cat-mochi")])
        #expect(reopened.text.contains("Mochi 🍡 · vllm / meta-llama/Llama-3.3-70B"))
    }

    @Test func anEditedSystemPromptIsSentWithTheNextMessage() async throws {
        let driver = await AppDriver(deps: deps(), path: [.explore, .chat(avatarID: "fx-cat-mochi")])
        await driver.press(.alt("p"))
        #expect(await driver.waitUntil { $0.contains("System prompt") })
        await driver.press(.ctrl("u"))
        await driver.paste("You are Mochi.\nAnswer in one line.")
        await driver.press(.tab, .tab)
        await driver.type("64")
        await driver.press(.ctrl("s"))
        #expect(driver.router.sheet == nil)
        await send("hi", driver)
        let request = try #require(responder.receivedRequests.last)
        #expect(request.systemPrompt == "You are Mochi.\nAnswer in one line.")
        #expect(request.maxTokens == 64)
        #expect(request.temperature == nil)
    }

    @Test func chatAboutAnArticleSendsItAsContextAndTheArticleListsTheChat() async throws {
        let driver = await AppDriver(deps: deps(), path: [.explore, .article(id: "fx-tech-battery")])
        await driver.type("c")
        #expect(await driver.waitUntil { $0.contains("Discuss with") })
        await driver.type("Zorp")
        await driver.press(.enter)
        guard case .savedChat = driver.router.top else {
            Issue.record("c then Enter opened \(driver.router.top)")
            return
        }
        #expect(await driver.waitUntil { $0.contains("About: Solid-state batteries reach pilot production") })
        await send("Will it last?", driver)
        let request = try #require(responder.receivedRequests.last)
        let article = try #require(request.article)
        #expect(article.title == "Solid-state batteries reach pilot production 🔋")
        #expect(article.link?.absoluteString == "https://news.example.com/technology/fx-tech-battery")
        #expect(article.text.hasPrefix("A mid-sized maker says its first cells charge to 80% in twelve minutes."))
        #expect(request.systemPrompt.hasPrefix("You are Zorp, an alien"))
        #expect(request.history.map(\.text) == ["Will it last?"])

        await driver.press(.escape)
        #expect(await driver.waitUntil { $0.contains("1 chat about it") && $0.contains("▸ Zorp · 2 messages") })
        await driver.press(.enter)
        #expect(await driver.waitUntil { $0.contains("Will it last?") })
    }

    /// Backing out of a chat about the article without a word leaves nothing listed under the
    /// article; an unsent draft keeps the chat, and the article says so.
    @Test func aChatAboutTheArticleLeftWithoutAWordIsNotListed() async throws {
        let driver = await AppDriver(deps: deps(), path: [.explore, .article(id: "fx-tech-battery")])
        for _ in 1...2 {
            await driver.type("c")
            #expect(await driver.waitUntil { $0.contains("Discuss with") })
            await driver.press(.enter)
            #expect(await driver.waitUntil { $0.contains("About: Solid-state batteries") })
            await driver.press(.escape)
            #expect(await driver.waitUntil { $0.contains("c: chat about this article with an avatar") })
            #expect(!driver.text.contains("chat about it") && !driver.text.contains("0 messages"))
        }
        await driver.type("c")
        #expect(await driver.waitUntil { $0.contains("Discuss with") })
        await driver.type("Zorp")
        await driver.press(.enter)
        #expect(await driver.waitUntil { $0.contains("About: Solid-state batteries") })
        await driver.type("Half a question")
        await driver.press(.escape)
        #expect(await driver.waitUntil { $0.contains("1 chat about it") && $0.contains("▸ Zorp · unsent draft") })
    }

    @Test func chatAboutAFeedItemSendsItsTextAndTheReaderListsTheChat() async throws {
        var deps = AppDependencies.mockWithFeeds()
        deps.responder = responder
        let item = try #require(try await deps.feedCache.item(id: 1))
        let driver = await AppDriver(deps: deps, path: [.explore, .feedArticle(id: 1)])
        await driver.type("c")
        #expect(await driver.waitUntil { $0.contains("Discuss with") })
        await driver.type("Mochi")
        await driver.press(.enter)
        #expect(await driver.waitUntil { $0.contains("About: ") })
        await send("Summarise it", driver)
        let article = try #require(responder.receivedRequests.last?.article)
        #expect(article.title == item.title)
        #expect(article.link?.absoluteString == item.link)
        #expect(article.text == (item.contentText.isEmpty ? item.summaryText : item.contentText))
        #expect(!article.text.isEmpty)

        await driver.press(.escape)
        #expect(await driver.waitUntil { $0.contains("1 chat about it") && $0.contains("▸ Mochi 🍡 · 2 messages") })
        await driver.press(.enter)
        guard case .savedChat = driver.router.top else {
            Issue.record("Enter in the reader opened \(driver.router.top)")
            return
        }
        #expect(await driver.waitUntil { $0.contains("Summarise it") && $0.contains("Noted.") })
    }
}
