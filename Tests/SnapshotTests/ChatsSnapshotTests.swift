import AppComposition
import AppTestSupport
import DataAccess
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
}
