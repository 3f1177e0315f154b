import DataAccess
import Domain
import DomainDoubles
import Foundation
import Presentation
import Testing

/// Selecting a message in a conversation: deleting it (asked first), and a saved chat opened on
/// the message a search found.
@MainActor
@Suite("ChatPresenter: selecting and deleting messages")
struct ChatMessageSelectionPresenterTests {
    let chatPath: [AppRoute] = [.explore, .chat(avatarID: "fx-cat-mochi")]

    @Test func deletingAMessageAsksFirst() async throws {
        let harness = Harness(path: chatPath)
        let presenter = await harness.chatAfterSending("hi")
        await presenter.waitForReply()
        presenter.askToDeleteMessage()
        let alert = try #require(harness.router.alert)
        #expect(alert.title == "Delete message")
        #expect(alert.message == "Delete Mochi 🍡's reply “Mochi 🍡 heard: hi”? This cannot be undone.")
        await harness.router.choose(alert.actions[1])
        #expect(presenter.messages.count == 2, "Esc cancels")
        presenter.askToDeleteMessage()
        await harness.router.choose(try #require(harness.router.alert?.actions[0]))
        #expect(presenter.messages.map(\.text) == ["hi"])
        #expect(try await storedMessages(in: harness.deps.chatStore).map(\.text) == ["hi"])
        presenter.regenerate()
        await presenter.waitForReply()
        #expect(presenter.messages.map(\.text) == ["hi", "Mochi 🍡 heard: hi"], "Ctrl-R after the user's message asks again")
    }

    @Test func theSelectedMessageIsTheOneDeleted() async throws {
        let harness = Harness(path: chatPath)
        let presenter = await harness.chatAfterSending("hi")
        await presenter.waitForReply()
        await presenter.selectOlder()
        await presenter.selectOlder()
        presenter.askToDeleteMessage()
        #expect(harness.router.alert?.message == "Delete your message “hi”? This cannot be undone.")
        await harness.router.choose(try #require(harness.router.alert?.actions[0]))
        #expect(presenter.messages.map(\.text) == ["Mochi 🍡 heard: hi"])
        #expect(presenter.selectedMessageID == nil)
    }

    @Test func theDeleteQuestionQuotesTheTextWithoutItsEdgeSpaces() {
        let reply = ChatMessage(role: .assistant, text: "word0 word1 word2 word3 word4 word5 ", sentAt: .distantPast)
        #expect(ChatPresenter.deleteAlert(for: reply, avatarName: "Mochi").message
            == "Delete Mochi's reply “word0 word1 word2 word3 word4 word5”? This cannot be undone.")
        let long = ChatMessage(role: .user, text: String(repeating: "abc ", count: 20), sentAt: .distantPast)
        #expect(ChatPresenter.deleteAlert(for: long, avatarName: "Mochi").message.contains("abc abc…”"))
    }

    /// A search hit opens its chat (here one about an article) with the message loaded and
    /// selected: only the stretch around it loads, not every page up to it (a hit at the start of
    /// a chat of 5,000 messages took 4 s); newer pages load below it as the user goes down.
    @Test func aSavedChatOpensWithTheFocusedMessageSelected() async throws {
        let store = FakeChatStore(clock: FixtureCatalog.clock)
        let chat = await store.chatAbout()
        let messages = (0..<7).map { ChatMessage(role: $0 % 2 == 0 ? .user : .assistant, text: "m\($0)",
                                                 sentAt: FixtureCatalog.referenceDate.addingTimeInterval(Double($0))) }
        try await store.append(contentsOf: messages, to: chat.id)
        let harness = Harness(path: [.explore, .savedChat(id: chat.id, focus: messages[1].id)], chatStore: store)
        let presenter = ChatPresenter(
            avatarID: "", chatID: chat.id, focus: messages[1].id,
            interactor: ChatInteractor(avatars: harness.deps.avatars, responder: harness.deps.responder, store: store,
                                       drafts: harness.deps.drafts, popularity: harness.deps.popularity,
                                       clock: harness.deps.clock),
            router: harness.router, pageSize: 2)
        await presenter.onAppear()
        #expect(presenter.avatar?.id == "fx-cat-mochi")
        #expect(presenter.selectedMessageID == messages[1].id)
        #expect(presenter.messages.map(\.text) == ["m0", "m1"])
        #expect(presenter.hasNewerMessages)
        await presenter.selectNewer()
        #expect(presenter.messages.map(\.text) == ["m0", "m1", "m2", "m3"])
        #expect(presenter.selectedMessage?.text == "m2")
        await presenter.showNewest()
        #expect(presenter.messages.map(\.text) == ["m5", "m6"])
        #expect(!presenter.hasNewerMessages)
        #expect(presenter.selectedMessageID == nil, "the selected message is no longer loaded")
    }
}


extension FakeChatStore {
    /// A chat with Mochi about the fixtures' battery article.
    func chatAbout() -> Chat {
        (try? newChat(for: "fx-cat-mochi", about: ArticleReference(id: "fx-tech-battery", title: "Battery news", link: nil)))
            ?? chat(for: "fx-cat-mochi")
    }
}
