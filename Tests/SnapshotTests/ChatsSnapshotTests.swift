import AppComposition
import AppTestSupport
import DataAccess
import Domain
import DomainDoubles
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

    /// The fixture chats, with `messages` added to the chat of `avatarID`.
    func seeded(adding messages: [ChatMessage], to avatarID: String) async throws -> AppDependencies {
        var deps = AppDependencies.mock
        let store = await FixtureChats.store()
        let chat = await store.chat(for: avatarID)
        for message in messages { _ = try await store.append(message, to: chat.id) }
        deps.chatStore = store
        return deps
    }

    /// `seconds` before the fixtures' reference date.
    static func before(_ seconds: TimeInterval) -> Date { FixtureCatalog.referenceDate.addingTimeInterval(-seconds) }

    @Test func chats() async {
        let deps = await seeded()
        await assertScreens("chats", deps: deps, path: [.explore, .chats])
    }

    /// A chat that holds only a draft is listed, and a chat's draft shows in place of its last
    /// message, as a mail reader shows one.
    @Test func chatsWithDrafts() async throws {
        var deps = AppDependencies.mock
        let store = await FixtureChats.store()
        (deps.chatStore, deps.drafts) = (store, store)
        try await store.saveDraft("Where did you hide the ball?", in: await store.chat(for: "fx-dog-pochi").id)
        try await store.saveDraft("One more question about tea", in: await store.chat(for: "fx-woman-meiling").id)
        await assertScreens("chatsWithDrafts", deps: deps, path: [.explore, .chats], sizes: [snapshotSizes[0]]) { driver in
            #expect(driver.text.contains("Chats · 4 conversations"))
        }
    }

    /// Chats that cannot be read (a damaged database, say) say why, and are not counted as none.
    @Test func chatsThatCannotBeRead() async {
        var deps = await seeded()
        deps.avatars = StubAvatarService.failing()
        await assertScreens("chatsThatCannotBeRead", deps: deps, path: [.explore, .chats], sizes: [snapshotSizes[0]]) { driver in
            let text = driver.text
            #expect(text.contains("Could not load chats"))
            #expect(!text.contains("conversations"))
        }
    }

    /// A chat whose last reply failed before any text arrived shows why, not a blank preview.
    @Test func chatsWithAFailedReply() async throws {
        let deps = try await seeded(adding: [
            ChatMessage(role: .user, text: "fail please", sentAt: Self.before(20)),
            ChatMessage(role: .assistant, text: "", sentAt: Self.before(10), state: .failed,
                        failureReason: "the server refused the connection"),
        ], to: "fx-dog-pochi")
        await assertScreens("chatsWithAFailedReply", deps: deps, path: [.explore, .chats], sizes: [snapshotSizes[0]]) { driver in
            #expect(driver.text.contains("fail please  reply failed: the server refused"))
        }
    }

    /// Two chats with Mochi (the second started with Ctrl-N): each says when it started.
    @Test func twoChatsWithOneAvatar() async throws {
        var deps = AppDependencies.mock
        let clock = ManualClock(FixtureChats.startedAt)
        let store = InMemoryChatStore(clock: clock.provider)
        await FixtureChats.fill(store)
        clock.advance(by: 28 * 86_400)
        let again = await store.newChat(for: "fx-cat-mochi", about: nil)
        _ = try await store.append(
            ChatMessage(role: .user, text: "Starting over: what is your favourite toy?", sentAt: Self.before(5 * 60)), to: again.id)
        deps.chatStore = store
        await assertScreens("chatsTwoWithOneAvatar", deps: deps, path: [.explore, .chats])
    }

    /// Two chats with Mochi on models whose long ids differ only at their end: each row keeps
    /// the end of its id, cut in the middle as the picker cuts it, and room for its preview.
    @Test func twoChatsOnModelsWithLongIds() async throws {
        var deps = AppDependencies.mock
        let clock = ManualClock(FixtureChats.startedAt)
        let store = InMemoryChatStore(clock: clock.provider)
        await FixtureChats.fill(store)
        let first = await store.chat(for: "fx-cat-mochi")
        clock.advance(by: 28 * 86_400)
        let again = await store.newChat(for: "fx-cat-mochi", about: nil)
        let id = "nousresearch/nousresearch-super-long-model-name-instruct-v"
        try await store.setModelChoice(backendName: "local", model: id + "17", in: first.id)
        try await store.setModelChoice(backendName: "local", model: id + "27", in: again.id)
        _ = try await store.append(
            ChatMessage(role: .user, text: "Starting over: what is your favourite toy?", sentAt: Self.before(5 * 60)), to: again.id)
        deps.chatStore = store
        await assertScreens("chatsTwoOnLongModelIds", deps: deps, path: [.explore, .chats], sizes: [snapshotSizes[0]]) { driver in
            let text = driver.text
            #expect(text.contains("…-v17") && text.contains("…-v27"), "\(text)")
            #expect(text.contains("You: "), "the preview stays in sight")
        }
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

    /// A message whose text before the match is longer than the lead-in a narrow row keeps:
    /// with room, it shows whole ("You: tell me a long story").
    @Test func chatsSearchUsesTheRoom() async throws {
        let deps = try await seeded(adding: [ChatMessage(role: .user, text: "tell me a long story", sentAt: Self.before(30))],
                                    to: "fx-cat-mochi")
        await assertScreens("chatsSearchLeadIn", deps: deps, path: [.explore, .chats], sizes: [snapshotSizes[0]]) { driver in
            await driver.press(.char("/"))
            await driver.type("story")
            await driver.press(.enter)
            #expect(await driver.waitUntil { $0.contains("1 message found") && $0.contains("You: tell me a long story") })
        }
    }

    static let longName = String(repeating: "名前", count: 16)

    /// The fixtures' chats and one with an avatar whose name is 32 wide characters.
    func withALongName() async throws -> AppDependencies {
        var deps = AppDependencies.mock
        try await deps.userAvatars.save(Avatar(
            id: "user-long", name: Self.longName, character: .robot, action: "reading", location: "in a 東京 library",
            author: "Ann", createdAt: FixtureCatalog.referenceDate, popularity: 0, isUserMade: true))
        let store = await FixtureChats.store()
        let chat = await store.chat(for: "user-long")
        _ = try await store.append(ChatMessage(role: .assistant, text: "Hello! What shall we read today?",
                                               sentAt: FixtureCatalog.referenceDate.addingTimeInterval(-30)), to: chat.id)
        deps.chatStore = store
        return deps
    }

    /// The long name is cut so that the preview and the main status bar hints keep room.
    @Test func aLongNameInTheListAndInTheChat() async throws {
        let deps = try await withALongName()
        await assertScreens("chatsLongName", deps: deps, path: [.explore, .chats], sizes: [snapshotSizes[0]]) { driver in
            #expect(await driver.waitUntil { $0.contains("Hello! What shall we read") })
        }
        await assertScreens("chatsLongNameSearch", deps: deps, path: [.explore, .chats], sizes: [snapshotSizes[0]]) { driver in
            await driver.press(.char("/"))
            await driver.type("read")
            await driver.press(.enter)
            #expect(await driver.waitUntil { $0.contains("1 message found") })
        }
        await assertScreens("chatLongName", deps: deps, path: [.explore, .chat(avatarID: "user-long")],
                            sizes: [snapshotSizes[0]]) { driver in
            #expect(await driver.waitUntil { $0.contains("Esc back") })
        }
    }
}
