import AppComposition
import AppTestSupport
import DataAccess
import Domain
import Foundation
import Presentation
import TerminalUI
import Testing

@MainActor
@Suite("The Chats screen, at 80x24 and 120x40")
struct ChatsSnapshotTests {
    func seeded() async -> AppDependencies {
        var deps = AppDependencies.mock
        deps.chatStore = await FixtureChats.store()
        return deps
    }

    @Test func chats() async {
        let deps = await seeded()
        await assertScreens("chats", deps: deps, path: [.explore, .chats])
    }

    @Test func chatsEmpty() async {
        await assertScreens("chatsEmpty", path: [.explore, .chats])
    }

    @Test func chatsDeleteConfirmation() async {
        let deps = await seeded()
        await assertScreens("chatsDeleteConfirmation", deps: deps, path: [.explore, .chats]) { driver in
            await driver.press(.down, .char("d"))
        }
    }

    /// `/`, a query, Enter: the messages of every chat that hold it, the match highlighted, and
    /// a chat about an article named by the article's title.
    @Test func chatsSearchResults() async throws {
        var deps = AppDependencies.mock
        let store = await FixtureChats.store()
        let article = ArticleReference(id: "fx-tech-battery", title: "Solid-state batteries arrive", link: nil)
        let about = await store.newChat(for: "fx-woman-meiling", about: article)
        _ = try await store.append(ChatMessage(role: .assistant, text: "电池很重要。Also, about this 乌龙 tea of yours: it pairs well with reading.",
                                               sentAt: FixtureCatalog.referenceDate.addingTimeInterval(-60)), to: about.id)
        deps.chatStore = store
        await assertScreens("chatsSearchResults", deps: deps, path: [.explore, .chats]) { driver in
            await driver.press(.char("/"))
            await driver.type("乌龙")
            await driver.press(.enter)
            #expect(await driver.waitUntil { $0.contains("3 messages found") })
        }
    }
}
