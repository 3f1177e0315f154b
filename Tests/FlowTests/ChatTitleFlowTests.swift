import AppComposition
import AppTestSupport
import DataAccess
import Domain
import DomainDoubles
import Presentation
import TerminalUI
import Testing

/// A chat's title through the app: the first line of the first message by default, a title
/// given with `r` in Chats or Alt-r in the chat, Esc leaving it as it was, an empty one going
/// back to the default; shown in Chats, in the chat's header, and found by Chats' search.
@MainActor
@Suite("Chat titles, through the app")
struct ChatTitleFlowTests {
    /// Two chats with Mochi, each listed by its first line instead of "started …".
    private func twoChats() async throws -> (AppDriver, AppDependencies) {
        let deps = AppDependencies.mock
        let app = await AppDriver(deps: deps, path: [.explore, .chat(avatarID: "fx-cat-mochi")])
        await app.paste("borrow checker question\nsecond line")
        await app.press(.enter)
        try #require(await app.waitUntil { !$0.contains("is typing") && $0.contains("second line") }, "\(app.text)")
        await app.press(.ctrl("n"))
        try #require(await app.waitUntil { $0.contains("A new chat with Mochi") }, "\(app.text)")
        await app.type("async runtimes")
        await app.press(.enter)
        try #require(await app.waitUntil { !$0.contains("is typing") && $0.contains("You") }, "\(app.text)")
        return (app, deps)
    }

    @Test func chatsListsEachChatByItsFirstLineAndTheHeaderShowsIt() async throws {
        let (app, _) = try await twoChats()
        #expect(await app.waitUntil { $0.contains(" async runtimes ·") }, "the header: \(app.text)")
        await app.press(.escape, .char("c"))
        #expect(await app.waitUntil { $0.contains("Mochi 🍡 · async runtimes") && $0.contains("Mochi 🍡 · borrow checker question") },
                "\(app.text)")
        #expect(!app.text.contains("started"), "\(app.text)")
    }

    @Test func rInChatsRenamesEscLeavesItAndEmptyGoesBackToTheFirstLine() async throws {
        let (app, deps) = try await twoChats()
        await app.press(.escape, .char("c"))
        try #require(await app.waitUntil { $0.contains("▸ Mochi 🍡 · async runtimes") }, "\(app.text)")
        await app.press(.char("r"))
        #expect(await app.waitUntil { $0.contains("Title:") }, "\(app.text)")
        await app.type("Rusty: async")
        await app.press(.escape)
        #expect(await app.waitUntil { !$0.contains("Title:") && $0.contains("Mochi 🍡 · async runtimes") }, "\(app.text)")
        await app.press(.char("r"))
        await app.type("Rusty: async")
        await app.press(.enter)
        #expect(await app.waitUntil { $0.contains("Mochi 🍡 · Rusty: async") && $0.contains("now called") }, "\(app.text)")
        let titles = try await deps.chatStore.chats(with: "fx-cat-mochi").compactMap(\.title)
        #expect(titles == ["Rusty: async"])
        await app.press(.char("r"))
        await app.press(.ctrl("u"), .enter)
        #expect(await app.waitUntil { $0.contains("Mochi 🍡 · async runtimes") && $0.contains("first line again") }, "\(app.text)")
    }

    @Test func altRInTheChatRenamesItAndKeepsWhatIsTyped() async throws {
        let (app, _) = try await twoChats()
        await app.type("half a thought")
        await app.press(.alt("r"))
        #expect(await app.waitUntil { $0.contains("Title:") }, "\(app.text)")
        await app.type("Runtimes")
        await app.press(.enter)
        #expect(await app.waitUntil { $0.contains(" Runtimes ·") && $0.contains("half a thought") }, "\(app.text)")
    }

    @Test func chatsSearchFindsATitle() async throws {
        let (app, _) = try await twoChats()
        await app.press(.escape, .char("c"))
        try #require(await app.waitUntil { $0.contains("▸ Mochi 🍡") })
        await app.press(.char("r"))
        await app.type("Weekend plans")
        await app.press(.enter)
        try #require(await app.waitUntil { $0.contains("Mochi 🍡 · Weekend plans") }, "\(app.text)")
        await app.press(.char("/"))
        await app.type("weekend")
        #expect(await app.waitUntil { $0.contains("1 title found") && $0.contains("Title: Weekend plans") }, "\(app.text)")
    }
}
