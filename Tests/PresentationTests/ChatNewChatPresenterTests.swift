import DataAccess
import Domain
import DomainDoubles
import Foundation
@testable import Presentation
import Testing

/// Ctrl-N in Chat: a new, empty chat with the same avatar in place of this one, which stays
/// (with its messages and draft) in Chats.
@MainActor
@Suite("Chat: a new chat with the same avatar (Ctrl-N)")
struct ChatNewChatPresenterTests {
    @Test func ctrlNOpensANewChatAndKeepsTheOneBefore() async throws {
        let store = FakeChatStore(clock: FixtureCatalog.clock)
        let harness = Harness(path: [.explore, .chat(avatarID: "fx-cat-mochi")], chatStore: store)
        let chat = await harness.chatAfterSending("hello Mochi")
        await chat.waitForReply()
        chat.editInput { $0.insert("a thought for later") }
        await chat.startNewChat()
        guard case .savedChat(let newID, nil) = harness.router.path.last else {
            Issue.record("no new chat opened: \(harness.router.path)")
            return
        }
        #expect(harness.router.path.count == 2, "the new chat takes the old one's place: Esc goes back to Explore")
        #expect(harness.router.notice?.text == "A new chat with Mochi 🍡: the one before stays in Chats, with your draft")
        await chat.onDisappear()
        let old = try #require(chat.chat)
        #expect(await store.messageCount(in: old.id) == 2)
        #expect(try await harness.deps.drafts.draft(in: old.id) == "a thought for later")
        #expect(try await store.chat(id: newID).avatarID == "fx-cat-mochi")
        #expect(await store.messageCount(in: newID) == 0)
    }

    /// As Alt-l leaves a chat with its reply going on, Ctrl-N does: the reply is finished in the
    /// chat before, and the new chat opens at once.
    @Test func ctrlNWhileAReplyStreamsOpensTheNewChatAndTheReplyGoesOn() async throws {
        let responder = ScriptedResponder()
        let harness = Harness(path: [.explore, .chat(avatarID: "fx-cat-mochi")], responder: responder)
        let chat = await harness.chatAfterSending("tell me a long story")
        #expect(chat.isReplying)
        let stream = try #require(await responder.stream(0), "the message is stored and asked")
        stream.yield("Once upon")
        await chat.startNewChat()
        guard case .savedChat = harness.router.path.last else {
            Issue.record("no new chat opened: \(harness.router.path) \(harness.router.notice?.text ?? "")")
            return
        }
        #expect(harness.router.notice?.text
            == "A new chat with Mochi 🍡: the one before stays in Chats, where Mochi 🍡 goes on writing its reply")
        await chat.onDisappear()
        let old = try #require(chat.chat)
        #expect(chat.replies.isWriting(in: old.id), "the reply goes on without its screen")
        await chat.replies.stopAll()
    }

    @Test func ctrlNInAChatThatHoldsNothingSaysItIsNewAlready() async throws {
        let harness = Harness(path: [.explore, .chat(avatarID: "fx-cat-mochi")])
        let chat = harness.chat("fx-cat-mochi")
        await chat.onAppear()
        await chat.startNewChat()
        #expect(harness.router.path.last == .chat(avatarID: "fx-cat-mochi"))
        #expect(harness.router.notice?.text == "This chat is new already: say hello to Mochi 🍡")
    }

    /// A new chat left without a word goes, so Chats and Explore find the one before.
    @Test func aNewChatLeftUnusedGoesAndTheOneBeforeOpensAgain() async throws {
        let store = FakeChatStore(clock: FixtureCatalog.clock)
        let harness = Harness(path: [.explore, .chat(avatarID: "fx-cat-mochi")], chatStore: store)
        let chat = await harness.chatAfterSending("hello Mochi")
        await chat.waitForReply()
        await chat.startNewChat()
        await chat.onDisappear()
        guard case .savedChat(let newID, _) = harness.router.path.last else { Issue.record("no new chat"); return }
        let fresh = ChatPresenter(
            avatarID: "fx-cat-mochi", chatID: newID,
            interactor: ChatInteractor(avatars: harness.deps.avatars, responder: harness.deps.responder, store: store,
                                       drafts: harness.deps.drafts, popularity: harness.deps.popularity,
                                       clock: harness.deps.clock),
            router: harness.router)
        await fresh.onAppear()
        #expect(fresh.messages.isEmpty)
        await fresh.onDisappear()
        await #expect(throws: DomainError.self) { try await store.chat(id: newID) }
        let reopened = harness.chat("fx-cat-mochi")
        await reopened.onAppear()
        #expect(reopened.messages.map(\.text).first == "hello Mochi")
    }
}
