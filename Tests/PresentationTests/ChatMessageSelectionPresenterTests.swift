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

    /// The pair is what the model sees: a message of yours with a reply is asked about with it,
    /// `y` deletes both, `m` the message alone, any other key neither.
    @Test func theSelectedMessageIsDeletedWithItsReplyOrAlone() async throws {
        let harness = Harness(path: chatPath)
        let presenter = await harness.chatAfterSending("hi")
        await presenter.waitForReply()
        await presenter.selectOlder()
        await presenter.selectOlder()
        presenter.askToDeleteMessage()
        let alert = try #require(harness.router.alert)
        #expect(alert.message == "Delete your message “hi” and its reply? This cannot be undone.")
        #expect(alert.actions.map(\.keyLabel) == ["y", "m", AppAlert.cancelKeyLabel])
        await harness.router.choose(alert.actions[2])
        #expect(presenter.messages.count == 2, "any other key cancels")
        presenter.askToDeleteMessage()
        await harness.router.choose(try #require(harness.router.alert?.actions[1]))
        #expect(presenter.messages.map(\.text) == ["Mochi 🍡 heard: hi"], "m: the message alone")
        #expect(presenter.selectedMessageID == nil)
        presenter.editInput { $0.insert("again") }
        presenter.send()
        await presenter.waitForReply()
        await presenter.selectOlder()
        await presenter.selectOlder()
        presenter.askToDeleteMessage()
        await harness.router.choose(try #require(harness.router.alert?.actions[0]))
        #expect(presenter.messages.map(\.text) == ["Mochi 🍡 heard: hi"], "y: both")
        #expect(try await storedMessages(in: harness.deps.chatStore).map(\.text) == ["Mochi 🍡 heard: hi"])
    }

    /// Sending ends a selection: Alt-d then means the newest message again, not one scrolled away.
    @Test func sendingClearsTheSelection() async throws {
        let harness = Harness(path: chatPath)
        let presenter = await harness.chatAfterSending("hi")
        await presenter.waitForReply()
        await presenter.selectOlder()
        presenter.editInput { $0.insert("new message after selecting") }
        presenter.send()
        #expect(presenter.selectedMessageID == nil)
        await presenter.waitForReply()
        presenter.askToDeleteMessage()
        #expect(harness.router.alert?.message.contains("reply “Mochi 🍡 heard: new message") == true,
                "\(String(describing: harness.router.alert?.message))")
    }

    /// Alt-e edits only the last message of yours: with an older one selected it says so, and
    /// leaves the input as it was; with the last one selected, it edits it and the selection ends.
    @Test func altEWithAnOlderMessageSelectedSaysOnlyTheLastCanBeEdited() async throws {
        let harness = Harness(path: chatPath)
        let presenter = await harness.chatAfterSending("first")
        await presenter.waitForReply()
        presenter.editInput { $0.insert("second") }
        presenter.send()
        await presenter.waitForReply()
        for _ in 0..<4 { await presenter.selectOlder() }
        #expect(presenter.selectedMessage?.text == "first")
        presenter.editLastSent()
        #expect(harness.router.notice?.text.hasPrefix("Only your last message can be edited") == true)
        #expect(presenter.editingMessageID == nil && presenter.input.text.isEmpty)
        await presenter.selectNewer()
        await presenter.selectNewer()
        presenter.editLastSent()
        #expect(presenter.input.text == "second")
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
