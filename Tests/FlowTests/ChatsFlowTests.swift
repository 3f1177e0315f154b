import AppComposition
import AppTestSupport
import DataAccess
import DomainDoubles
import Presentation
import TerminalUI
import Testing

@MainActor
@Suite("The chats list through the real application loop")
struct ChatsFlowTests {
    @Test func fromExploreOpenDeleteAndBack() async throws {
        var deps = AppDependencies.mock
        deps.chatStore = await FixtureChats.store()
        let app = await AppDriver(deps: deps, path: [.explore])
        await app.press(.char("?"))
        #expect(app.text.contains("Chats: every conversation"))
        await app.press(.escape)

        await app.press(.char("c"))
        #expect(app.router.path == [.explore, .chats])
        #expect(app.text.contains("3 conversations"))

        await app.press(.enter)
        #expect(app.text.contains("Mochi 🍡 ·"), "Mochi's chat opened")
        guard case .savedChat = app.router.top else { Issue.record("not a chat: \(app.router.top)"); return }
        await app.press(.escape)
        #expect(app.router.top == .chats)

        await app.press(.char("d"))
        #expect(app.text.contains("Delete chat"))
        await app.press(.escape)
        #expect(app.router.alert == nil)
        #expect(app.text.contains("3 conversations"))

        await app.press(.char("d"), .char("y"))
        #expect(app.router.alert == nil)
        #expect(app.text.contains("2 conversations"))
        #expect(!app.text.contains("The sun moved"))
        #expect(app.text.contains("Deleted the chat with Mochi"))
        #expect(try await deps.chatStore.chats().count == 2)
    }

    @Test("y and n answer a question, as in newsboat and mutt; N cancels as any key but y does")
    func yesAndNoAnswerTheQuestion() async throws {
        var deps = AppDependencies.mock
        deps.chatStore = await FixtureChats.store()
        let app = await AppDriver(deps: deps, path: [.explore, .chats])
        await app.press(.char("d"), .char("n"))
        #expect(app.router.alert == nil)
        #expect(app.text.contains("3 conversations"))
        await app.press(.char("d"), .char("N"))
        #expect(app.text.contains("3 conversations"))
        await app.press(.char("d"), .char("y"))
        #expect(app.router.alert == nil)
        #expect(app.text.contains("Deleted the chat with Mochi"))
        #expect(try await deps.chatStore.chats().count == 2)
    }

    @Test func deletingTheLastChatShowsTheEmptyState() async {
        var deps = AppDependencies.mock
        deps.chatStore = await FixtureChats.store()
        let app = await AppDriver(deps: deps, path: [.explore, .chats])
        for _ in 0..<3 { await app.press(.char("d"), .char("y")) }
        #expect(app.text.contains("No chats yet"))
    }

    @Test func theEmptyListSaysHowToStartAChatAndThatWorks() async {
        let app = await AppDriver(path: [.explore, .chats], size: Size(width: 60, height: 16))
        #expect(app.text.contains("No chats yet. To start one, go back to Explore (Esc),"))
        #expect(app.text.contains("pick an avatar and press Enter."))
        await app.press(.escape)
        #expect(app.router.path == [.explore])
        await app.press(.enter)
        guard case .chat = app.router.top else {
            Issue.record("Enter on the selected avatar opens its chat, not \(app.router.top)")
            return
        }
    }

    @Test func writingInAChatMovesItToTheTopOnReturn() async {
        var deps = AppDependencies.mock
        deps.chatStore = await FixtureChats.store()
        let app = await AppDriver(deps: deps, path: [.explore, .chats])
        await app.press(.end, .enter)
        #expect(app.text.contains("Biscuit ·"), "Biscuit's chat opened")
        guard case .savedChat = app.router.top else { Issue.record("not a chat: \(app.router.top)"); return }
        await app.type("Fetch now?")
        await app.press(.enter)
        #expect(await app.waitUntil { !$0.contains("is typing") })
        await app.press(.escape)
        #expect(app.router.top == .chats)
        #expect(app.text.split(separator: "\n").dropFirst(2).first?.contains("Biscuit") == true)
    }
}

/// Chats' search finds what you started writing and did not send.
@MainActor
@Suite("Chats: search finds drafts")
struct ChatsDraftSearchFlowTests {
    @Test func aDraftLeftInAChatIsFoundAndOpensWithTheDraftInTheInput() async throws {
        let (app, _) = await AppDriver.mochiChat(size: Size(width: 100, height: 24))
        await app.type("remember the oat milk")
        await app.press(.escape)
        await app.type("c")
        #expect(await app.waitUntil { $0.contains("Draft: remember the oat milk") })
        await app.type("/milk")
        #expect(await app.waitUntil { $0.contains("Chats · 1 draft found") }, "\(app.text)")
        let row = try #require(app.screen.textLines().first { $0.contains("Draft: remember the oat") }, "\(app.text)")
        #expect(row.contains("Mochi 🍡"))
        #expect(!row.contains(" ago"), "a draft has no time")
        await app.press(.enter, .enter)
        #expect(app.text.contains("› remember the oat milk"), "\(app.text)")
    }
}

/// Two main chats with one avatar (Ctrl-N) are told apart in search results as in the list.
@MainActor
@Suite("Chats: search results of two chats with one avatar")
struct ChatsSiblingSearchFlowTests {
    @Test func eachResultSaysWhenItsChatBegan() async throws {
        let (app, responder) = await AppDriver.mochiChat(size: Size(width: 120, height: 24))
        #expect(await app.send("tea first", answeredWith: "Oolong.", by: responder))
        await app.press(.ctrl("n"))
        #expect(await app.waitUntil { $0.contains("A new chat with Mochi") })
        #expect(await app.send("tea again", answeredWith: "Sencha.", by: responder))
        await app.press(.escape)
        await app.type("c/tea")
        #expect(await app.waitUntil { $0.contains("2 messages found") }, "\(app.text)")
        let rows = app.screen.textLines().filter { $0.contains("You: tea") }
        #expect(rows.count == 2 && rows.allSatisfy { $0.contains("Mochi 🍡 · ") }, "\(rows)")
    }
}

/// A slow reply that ends after a message sent in another chat moves its chat up (tester t14's
/// finding 13), and a reply stopped partway reads as stopped in its preview.
@MainActor
@Suite("Chats: the chat whose reply ended last is first")
struct ChatsReplyEndedFlowTests {
    @Test func aChatMovesUpWhenItsReplyEnds() async throws {
        let clock = ManualClock(FixtureCatalog.referenceDate)
        let (app, responder) = await AppDriver.mochiChat(size: Size(width: 120, height: 24)) { $0.clock = clock.provider }
        await app.type("slow hello mochi")
        await app.press(.enter)
        #expect(await app.waitUntil { _ in responder.requests == 1 })
        let slow = try #require(await responder.stream(0))
        slow.yield("w0 w1 ")
        await app.press(.ctrl("n"))
        #expect(await app.waitUntil { $0.contains("A new chat with Mochi") })
        #expect(await app.send("hi again second chat", answeredWith: "Second answer.", by: responder))
        await app.press(.escape)
        await app.type("c")
        #expect(await app.waitUntil { $0.contains("Second answer.") && $0.contains("writing…") }, "\(app.text)")
        func order() -> [String] {
            app.screen.textLines().compactMap { $0.contains("Second answer.") ? "second" : $0.contains("w0 w1") ? "slow" : nil }
        }
        clock.advance(by: 60)
        slow.yield("w2")
        slow.finish()
        #expect(await app.waitUntil { _ in order() == ["slow", "second"] }, "\(app.text)")
    }
}
