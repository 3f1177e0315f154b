import DataAccess
import Domain
import DomainDoubles
import Foundation
import Presentation
import Testing

/// The rule above the first message sent to the model: it sits where the request's history
/// starts once `context_chars` leaves older messages out, and moves as the chat grows.
@MainActor
@Suite("Chat: where the context sent to the model starts")
struct ChatContextRulePresenterTests {
    static let budget = 900
    static let backend = ChatBackend(name: "local", displayURL: "http://127.0.0.1:9/v1", model: "m", contextChars: budget)

    /// Mochi's chat with `count` messages of 60 characters, each its own, user and reply in turn.
    static func longChat(_ count: Int) -> (FakeChatStore, [ChatMessage]) {
        let start = FixtureCatalog.clock.now().addingTimeInterval(-86_400)
        let messages = (0..<count).map { index in
            let text = "message \(index) " + String(repeating: index.isMultiple(of: 2) ? "u" : "r", count: 50)
            return ChatMessage(role: index.isMultiple(of: 2) ? .user : .assistant, text: String(text.prefix(60)),
                               sentAt: start.addingTimeInterval(Double(index)))
        }
        let chat = Chat(avatarID: "fx-cat-mochi", createdAt: start, modifiedAt: start.addingTimeInterval(Double(count)))
        return (FakeChatStore(chats: [(chat, messages)], clock: FixtureCatalog.clock), messages)
    }

    func setup(store: FakeChatStore, responder: ScriptedResponder, pageSize: Int = ChatInteractor.pageSize)
        -> (ChatSetupHarness, ChatPresenter)
    {
        let setup = ChatSetupHarness(harness: Harness(responder: responder, chatStore: store),
                                     catalog: FakeModelCatalog(backends: [Self.backend]))
        let deps = setup.harness.deps
        let presenter = ChatPresenter(
            avatarID: "fx-cat-mochi",
            interactor: ChatInteractor(avatars: deps.avatars, responder: deps.responder, store: deps.chatStore,
                                       drafts: deps.drafts, popularity: deps.popularity, clock: deps.clock),
            setup: setup.setup, router: setup.router, pageSize: pageSize)
        return (setup, presenter)
    }

    @Test func theRuleSitsWhereTheRequestsHistoryStarts() async throws {
        let (store, _) = Self.longChat(40)
        let responder = ScriptedResponder(pieces: ["fine"])
        let (_, presenter) = setup(store: store, responder: responder)
        await presenter.onAppear()
        presenter.editInput { $0.insert("and now?") }
        presenter.send()
        let ruleID = try #require(presenter.firstSentMessageID, "40 messages of 60 do not fit in 900")
        await presenter.waitForReply()
        let request = try #require(responder.receivedRequests.last)
        let sent = ConversationShape.messages(for: request, budget: Self.budget)
        let ruleIndex = try #require(presenter.messages.firstIndex { $0.id == ruleID })
        #expect(sent.dropFirst().first?.content == presenter.messages[ruleIndex].text)
        let above = presenter.messages[ruleIndex - 1].text
        #expect(!sent.contains { $0.content.contains(above) }, "the message above the rule is not sent")
        #expect(sent.last?.content == "and now?")
    }

    @Test func theRuleMovesAsTheChatGrows() async throws {
        let (store, _) = Self.longChat(40)
        let (_, presenter) = setup(store: store, responder: ScriptedResponder(pieces: ["noted"]))
        await presenter.onAppear()
        let before = try #require(presenter.firstSentMessageID)
        // The newest reply is no turn of the next request until the user writes again; a long
        // message of the user's takes the room of older turns.
        presenter.editInput { $0.insert(String(repeating: "a long message ", count: 20)) }
        presenter.send()
        await presenter.waitForReply()
        let after = try #require(presenter.firstSentMessageID)
        let index = { (id: UUID) in presenter.messages.firstIndex { $0.id == id } ?? -1 }
        #expect(index(after) > index(before))
    }

    @Test func aShortChatHasNoRuleAndTheOfflinePersonaNone() async throws {
        let (store, _) = Self.longChat(6)
        let (_, presenter) = setup(store: store, responder: ScriptedResponder(pieces: ["ok"]))
        await presenter.onAppear()
        #expect(!presenter.messages.isEmpty)
        #expect(presenter.firstSentMessageID == nil)
        let (longStore, _) = Self.longChat(40)
        let offline = Harness(chatStore: longStore).chat("fx-cat-mochi")
        await offline.onAppear()
        #expect(offline.firstSentMessageID == nil, "the offline persona is sent no history")
    }

    /// The request carries the loaded messages: pages of a few short messages are loaded until
    /// they hold what the budget can send, so the page size does not cut the history sooner.
    @Test func olderPagesAreLoadedUpToTheBudget() async throws {
        let (store, _) = Self.longChat(40)
        let responder = ScriptedResponder(pieces: ["fine"])
        let (_, presenter) = setup(store: store, responder: responder, pageSize: 4)
        await presenter.onAppear()
        #expect(presenter.messages.count >= 15, "900 characters of 60-character messages")
        presenter.editInput { $0.insert("and now?") }
        presenter.send()
        let ruleID = try #require(presenter.firstSentMessageID)
        await presenter.waitForReply()
        let request = try #require(responder.receivedRequests.last)
        let sent = ConversationShape.messages(for: request, budget: Self.budget)
        #expect(sent.dropFirst().first?.content == presenter.messages.first { $0.id == ruleID }?.text)
        #expect(sent.count > 5)
    }
    /// "Explain step 2" after an answer longer than the budget: the answer goes with it, cut in
    /// its middle, and the status bar says so as the message is sent.
    @Test func aLongLastReplyIsSentCutAndTheSendingSaysSo() async throws {
        let start = FixtureCatalog.clock.now().addingTimeInterval(-600)
        let answer = "Step 1. " + String(repeating: "long ", count: 400) + "Last step."
        let history = [ChatMessage(role: .user, text: "how?", sentAt: start),
                       ChatMessage(role: .assistant, text: answer, sentAt: start.addingTimeInterval(1))]
        let chat = Chat(avatarID: "fx-cat-mochi", createdAt: start, modifiedAt: start.addingTimeInterval(1))
        let responder = ScriptedResponder(pieces: ["step 2 is…"])
        let (setup, presenter) = setup(store: FakeChatStore(chats: [(chat, history)], clock: FixtureCatalog.clock),
                                       responder: responder)
        await presenter.onAppear()
        presenter.editInput { $0.insert("explain step 2") }
        presenter.send()
        #expect(setup.router.notice?.text == "The last reply has \(answer.count) characters, more than context_chars "
            + "(900) leaves room for: the model sees only its start and end")
        await presenter.waitForReply()
        let request = try #require(responder.receivedRequests.last)
        let sent = ConversationShape.messages(for: request, budget: Self.budget)
        try #require(sent.map(\.role) == [.system, .user, .assistant, .user])
        #expect(sent[2].content.hasPrefix("Step 1.") && sent[2].content.hasSuffix("Last step."))
        #expect(sent[2].content.contains("characters left out"))
        #expect(presenter.firstSentMessageID == nil, "nothing older is left out: no rule")
        setup.router.notice = nil
        presenter.regenerate()
        #expect(setup.router.notice?.text.hasPrefix("The last reply has \(answer.count) characters") == true,
                "Ctrl-R sends the same cut request, and says so too")
        await presenter.waitForReply()
    }
}
