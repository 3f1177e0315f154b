import DataAccess
import Domain
import DomainDoubles
import Foundation
import Presentation
import Testing

extension Harness {
    func chats() -> ChatsPresenter {
        ChatsPresenter(interactor: ChatsInteractor(store: deps.chatStore, avatars: deps.avatars, drafts: deps.drafts), router: router, clock: deps.clock,
                       replies: deps.replyRuns)
    }
}

@MainActor
@Suite("ChatsPresenter")
struct ChatsPresenterTests {
    let chatsPath: [AppRoute] = [.explore, .chats]

    @Test func listsConversationsByLastActivity() async {
        let presenter = Harness(path: chatsPath, chatStore: await fixtureChatStore()).chats()
        #expect(!presenter.isLoaded)
        await presenter.onAppear()
        #expect(presenter.isLoaded)
        #expect(presenter.conversations.map(\.avatarName) == ["Mochi 🍡", "美玲 Mei-Ling", "Biscuit"])
        #expect(presenter.conversations.map(\.unreadCount) == [2, 1, 0])
        #expect(presenter.selection == Selection(count: 3))
        #expect(presenter.time.string(for: presenter.conversations[0].summary.chat.modifiedAt) == "10 min ago")
    }

    @Test func emptyStoreLoadsAnEmptyList() async {
        let presenter = Harness(path: chatsPath).chats()
        await presenter.onAppear()
        #expect(presenter.isLoaded)
        #expect(presenter.conversations.isEmpty)
        #expect(presenter.selected == nil)
        await presenter.openSelected()
        presenter.askToDeleteSelected()
        #expect(presenter.conversations.isEmpty)
    }

    @Test func enterOpensTheSelectedChat() async {
        let harness = Harness(path: chatsPath, chatStore: await fixtureChatStore())
        let presenter = harness.chats()
        await presenter.onAppear()
        presenter.editSelection { $0.move(by: 1) }
        let meiling = presenter.selected
        #expect(meiling?.avatarID == "fx-woman-meiling")
        await presenter.openSelected()
        // By its id: an avatar may have several main chats (Ctrl-N).
        #expect(harness.router.path == chatsPath + [.savedChat(id: meiling?.id ?? UUID())])
        presenter.editSelection { $0.select(Int.max) }
        #expect(presenter.selected?.avatarID == "fx-dog-biscuit")
    }

    @Test func backFromAChatTheSelectionFollowsItToTheTop() async throws {
        let harness = Harness(path: chatsPath, chatStore: await fixtureChatStore())
        let presenter = harness.chats()
        await presenter.onAppear()
        presenter.editSelection { $0.move(by: 2) }
        let biscuit = try #require(presenter.selected)
        _ = try await harness.deps.chatStore.append(
            ChatMessage(role: .user, text: "hello again", sentAt: harness.now.addingTimeInterval(60)), to: biscuit.id)
        await presenter.onReappear()
        #expect(presenter.conversations.map(\.avatarName) == ["Biscuit", "Mochi 🍡", "美玲 Mei-Ling"])
        #expect(presenter.selected?.id == biscuit.id)
        await presenter.openSelected()
        #expect(harness.router.path == chatsPath + [.savedChat(id: biscuit.id)])
    }

    /// A chat deleted in another aichats while this list still shows it: Enter does not open
    /// it as a new empty chat; the list says so and is read again.
    @Test func aChatDeletedElsewhereIsNotOpenedAsANewEmptyOne() async throws {
        let harness = Harness(path: chatsPath, chatStore: await fixtureChatStore())
        let presenter = harness.chats()
        await presenter.onAppear()
        let mochi = try #require(presenter.selected)
        try await harness.deps.chatStore.deleteChat(mochi.id)
        await presenter.openSelected()
        #expect(harness.router.path == chatsPath)
        #expect(harness.router.notice == Notice("The chat with Mochi 🍡 was deleted in another aichats", isError: true))
        #expect(presenter.conversations.map(\.avatarName) == ["美玲 Mei-Ling", "Biscuit"])
    }

    /// A chat its avatar's deletion left behind (as aichats could before): named so, never by the
    /// avatar's id; Enter says why it does not open, and the confirmation of `d` names it too.
    @Test func aChatWhoseAvatarIsGoneIsNamedSoAndOnlyDeleted() async throws {
        let harness = Harness(path: chatsPath)
        let orphan = try await harness.deps.chatStore.chat(for: "user-9160e9fc")
        _ = try await harness.deps.chatStore.append(ChatMessage(role: .user, text: "line one", sentAt: harness.now), to: orphan.id)
        let presenter = harness.chats()
        await presenter.onAppear()
        #expect(presenter.conversations.map(\.avatarName) == ["(deleted avatar)"])
        await presenter.openSelected()
        #expect(harness.router.path == chatsPath)
        #expect(harness.router.notice
            == Notice("The avatar of this chat was deleted, so it cannot be opened: d deletes the chat", isError: true))
        #expect(ChatsPresenter.deleteAlert(for: try #require(presenter.selected)).message
            == "Delete the chat with (deleted avatar) and its 1 message? This cannot be undone.")
    }

    @Test func deletingAChatWithADraftNamesTheDraft() async throws {
        let presenter = Harness(path: chatsPath, chatStore: await fixtureChatStore()).chats()
        await presenter.onAppear()
        var conversation = try #require(presenter.selected)
        #expect(!ChatsPresenter.deleteAlert(for: conversation).message.contains("draft"))
        conversation.draft = "half a thought"
        #expect(ChatsPresenter.deleteAlert(for: conversation).message
            .hasSuffix(" messages and your unsent draft? This cannot be undone."))
        let harness = Harness(path: chatsPath)
        let chat = try await harness.deps.chatStore.chat(for: "fx-cat-mochi")
        _ = try await harness.deps.drafts.saveDraft("half a thought", in: chat.id, replacing: nil)
        let chats = harness.chats()
        await chats.onAppear()
        let draftOnly = try #require(chats.conversations.first { $0.id == chat.id })
        #expect(ChatsPresenter.deleteAlert(for: draftOnly).message
            == "Delete the chat with Mochi 🍡 and your unsent draft? This cannot be undone.",
            "a chat with a draft alone has no message to count")
    }

    @Test func deleteAsksFirstAndCancelKeepsTheChat() async throws {
        let harness = Harness(path: chatsPath, chatStore: await fixtureChatStore())
        let presenter = harness.chats()
        await presenter.onAppear()
        presenter.askToDeleteSelected()
        let alert = try #require(harness.router.alert)
        #expect(alert.actions.map(\.title) == ["Delete", "Cancel"])
        #expect(alert.message.contains("Mochi 🍡"))
        await harness.router.choose(try #require(alert.actions.last))
        #expect(harness.router.alert == nil)
        #expect(presenter.conversations.count == 3)
        #expect(try await harness.deps.chatStore.chats().count == 3)
    }

    @Test func confirmedDeleteRemovesTheChatAndRefreshes() async throws {
        let harness = Harness(path: chatsPath, chatStore: await fixtureChatStore())
        let presenter = harness.chats()
        await presenter.onAppear()
        presenter.editSelection { $0.move(by: 1) }
        presenter.askToDeleteSelected()
        let delete = try #require(harness.router.alert?.actions.first)
        #expect(delete.effect == .confirm(.deleteChat(id: presenter.conversations[1].id)))
        await harness.router.choose(delete)
        #expect(harness.router.alert == nil)
        #expect(presenter.conversations.map(\.avatarID) == ["fx-cat-mochi", "fx-dog-biscuit"])
        #expect(presenter.selected?.avatarID == "fx-dog-biscuit")
        #expect(harness.router.notice == Notice("Deleted the chat with 美玲 Mei-Ling"))
        #expect(try await harness.deps.chatStore.chats().count == 2)
    }

    @Test func aFailingCatalogShowsTheError() async {
        let presenter = Harness(path: chatsPath, avatars: StubAvatarService.failing(), chatStore: await fixtureChatStore()).chats()
        await presenter.onAppear()
        #expect(presenter.loadError != nil)
        #expect(!presenter.isLoaded)
    }

    @Test func backPops() {
        let harness = Harness(path: chatsPath)
        harness.chats().back()
        #expect(harness.router.path == [.explore])
    }

    @Test func exploreOpensChats() {
        let harness = Harness()
        harness.explore().openChats()
        #expect(harness.router.path == [.explore, .chats])
    }
}
