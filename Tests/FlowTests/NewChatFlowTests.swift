import AppComposition
import AppTestSupport
import DataAccess
import Domain
import DomainDoubles
import Presentation
import TerminalUI
import Testing

/// Ctrl-N through the whole app: the new chat replaces the one on screen on the router's path,
/// and the chat left keeps its messages.
@MainActor
@Suite("A new chat with the same avatar, through the app")
struct NewChatFlowTests {
    @Test func ctrlNOpensANewEmptyChatAndKeepsTheOneBefore() async throws {
        let deps = AppDependencies.mock
        let app = await AppDriver(deps: deps, path: [.explore, .chat(avatarID: "fx-cat-mochi")])
        await app.type("hello")
        await app.press(.enter)
        try #require(await app.waitUntil { !$0.contains("is typing") && $0.contains("hello") })
        await app.press(.ctrl("n"))
        let screen = app.text
        #expect(await app.waitUntil { $0.contains("A new chat with Mochi") }, "\(app.text)")
        #expect(!screen.contains("deleted"), "\(screen)")
        let chats = try await deps.chatStore.chats(with: "fx-cat-mochi")
        var counts: [Int] = []
        for chat in chats { counts.append(try await deps.chatStore.messageCount(in: chat.id)) }
        #expect(chats.count == 2, "the chat before and the new one: \(chats.map(\.id)) \(counts) top \(app.router.path)")
        guard case .savedChat(let id, _) = app.router.top else {
            Issue.record("the new chat is on top: \(app.router.path)")
            return
        }
        #expect(chats.contains { $0.id == id })
    }
}

extension NewChatFlowTests {
    /// Ctrl-N opens one chat: one more ♥ for the avatar, as opening it from Explore gives.
    @Test func ctrlNCountsOneOpening() async throws {
        let deps = AppDependencies.mock
        let app = await AppDriver(deps: deps, path: [.explore, .chat(avatarID: "fx-cat-mochi")])
        await app.type("hello")
        let before = try await deps.popularity.openCounts()["fx-cat-mochi"] ?? 0
        await app.press(.ctrl("n"))
        #expect(await app.waitUntil { $0.contains("A new chat with Mochi") })
        #expect(try await deps.popularity.openCounts()["fx-cat-mochi"] == before + 1)
    }

    /// Ctrl-N leaves the reply going on in the chat before, as Alt-l does: ending there, it is new.
    @Test func aReplyLeftWritingByCtrlNIsNewWhenItEnds() async throws {
        let (app, _, stream) = try await AppDriver.mochiAskedForAStory()
        stream.yield("Once upon")
        try #require(await app.waitUntil { $0.contains("Once upon") && $0.contains("is typing") })
        await app.press(.ctrl("n"))
        #expect(await app.waitUntil { $0.contains("A new chat with Mochi") }, "\(app.text)")
        await app.press(.escape, .char("c"))
        #expect(await app.waitUntil { $0.contains("writing…") }, "\(app.text)")
        stream.yield(" a time.")
        stream.finish()
        #expect(await app.waitUntil { $0.contains("Once upon a time.") && $0.contains("1 new") }, "\(app.text)")
    }
}

extension NewChatFlowTests {
    /// Biscuit's chat opened from Chats (its last row), then Ctrl-N.
    private func newChatFromChats() async throws -> AppDriver {
        var deps = AppDependencies.mock
        let store = await FixtureChats.store()
        // The store sees the drafts it keeps: a chat with one is not empty.
        (deps.chatStore, deps.drafts) = (store, store)
        let app = await AppDriver(deps: deps, path: [.explore, .chats])
        await app.press(.end, .enter)
        try #require(await app.waitUntil { $0.contains("Biscuit ·") }, "Biscuit's chat opened: \(app.text)")
        await app.press(.ctrl("n"))
        try #require(await app.waitUntil { $0.contains("A new chat with Biscuit") }, "\(app.text)")
        return app
    }

    /// The row the list selects (`▸`).
    private func selectedRow(_ app: AppDriver) -> String {
        app.text.split(separator: "\n").first { $0.contains("▸") }.map(String.init) ?? ""
    }

    @Test func backInChatsTheChatCameBackFromIsSelected() async throws {
        let app = try await newChatFromChats()
        await app.type("a draft")
        await app.press(.escape)
        #expect(app.router.top == .chats)
        #expect(await app.waitUntil { $0.contains("Draft: a draft") }, "\(app.text)")
        #expect(selectedRow(app).contains("Draft: a draft"), "the new chat, not the one opened from Chats: \(app.text)")
    }

    @Test func aNewChatLeftUnusedLeavesTheSelectionOnTheChatOpened() async throws {
        let app = try await newChatFromChats()
        await app.press(.escape)
        #expect(app.router.top == .chats)
        #expect(await app.waitUntil { $0.contains("3 conversations") }, "the unused chat went: \(app.text)")
        #expect(selectedRow(app).contains("Biscuit"), "\(app.text)")
    }
}
