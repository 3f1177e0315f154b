import AppComposition
import AppTestSupport
import DataAccess
import Domain
import DomainDoubles
import Foundation
import TerminalUI
import Testing

/// Chat titles on screen, at 80x24 and 100x30: Chats lists two chats with Mochi by their titles
/// (one given, one the first line of its first message) with the title field open on one, and
/// the chat's header shows its title above the conversation.
@MainActor
@Suite("Chat titles, at 80x24 and 100x30")
struct ChatTitleSnapshotTests {
    static let sizes = [Size(width: 80, height: 24), Size(width: 100, height: 30)]

    private func twoTitledChats() async throws -> (AppDependencies, UUID) {
        var deps = AppDependencies.mock
        let clock = ManualClock(FixtureChats.startedAt)
        let store = InMemoryChatStore(clock: clock.provider)
        await FixtureChats.fill(store)
        let first = await store.chat(for: "fx-cat-mochi")
        try await store.rename(first.id, to: "Rusty: borrow checker")
        clock.advance(by: 28 * 86_400)
        let again = await store.newChat(for: "fx-cat-mochi", about: nil)
        _ = try await store.append(
            ChatMessage(role: .user, text: "Starting over: what is your favourite toy, and which one would you never share?",
                        sentAt: FixtureCatalog.referenceDate.addingTimeInterval(-300)), to: again.id)
        deps.chatStore = store
        return (deps, again.id)
    }

    @Test func chatsListsTitlesAndTheTitleField() async throws {
        let (deps, _) = try await twoTitledChats()
        await assertScreens("chatsTitled", deps: deps, path: [.explore, .chats], sizes: Self.sizes) { driver in
            #expect(driver.text.contains("Mochi 🍡 · Rusty: borrow checker"), "\(driver.text)")
            #expect(driver.text.contains("Mochi 🍡 · Starting over: what is"), "\(driver.text)")
        }
        await assertScreens("chatsTitleField", deps: deps, path: [.explore, .chats], sizes: Self.sizes) { driver in
            await driver.press(.char("r"))
            #expect(driver.text.contains("Title:"), "\(driver.text)")
        }
    }

    @Test func theChatHeaderShowsItsTitle() async throws {
        let (deps, id) = try await twoTitledChats()
        await assertScreens("chatHeaderTitled", deps: deps, path: [.explore, .savedChat(id: id)], sizes: Self.sizes) { driver in
            #expect(await driver.waitUntil { $0.contains(" Starting over: what is your favourite toy, and… ·") }, "\(driver.text)")
        }
    }
}
