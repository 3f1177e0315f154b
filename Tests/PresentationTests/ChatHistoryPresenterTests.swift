import DataAccess
import Domain
import DomainDoubles
import Foundation
import Presentation
import Testing

@MainActor
@Suite("ChatPresenter history, regenerate and new messages")
struct ChatHistoryPresenterTests {
    let chatPath = ChatPresenterFixtures.chatPath

    @Test func onAppearLoadsTheStoredHistory() async throws {
        let (_, presenter) = try await ChatPresenterFixtures.seededChat(4)
        #expect(presenter.messages.map(\.text) == ["m0", "m1", "m2", "m3"])
        #expect(!presenter.hasOlderMessages)
    }

    @Test func olderPagesLoadOnDemand() async throws {
        let (_, presenter) = try await ChatPresenterFixtures.seededChat(7, pageSize: 3)
        #expect(presenter.messages.map(\.text) == ["m4", "m5", "m6"])
        #expect(presenter.hasOlderMessages)
        await presenter.loadOlderIfNeeded()
        #expect(presenter.messages.map(\.text) == ["m1", "m2", "m3", "m4", "m5", "m6"])
        #expect(presenter.hasOlderMessages)
        await presenter.loadOlderIfNeeded()
        #expect(presenter.messages.map(\.text) == (0..<7).map { "m\($0)" })
        #expect(!presenter.hasOlderMessages)
        await presenter.loadOlderIfNeeded()
        #expect(presenter.messages.count == 7)
    }

    @Test func theMessageIsStoredBeforeTheReplyIsRequested() async throws {
        let (harness, _, presenter, stream) = try await ChatPresenterFixtures.replying(to: "remember me")
        let stored = try await storedMessages(in: harness.deps.chatStore)
        #expect(stored.map(\.text) == ["remember me", ""])
        #expect(stored.map(\.state) == [.complete, .partial])
        stream.finish()
        await presenter.waitForReply()
    }

    /// The stopped reply is kept as version 1; the new one streams in as version 2.
    @Test func aStoppedReplyIsRegeneratedAsANewVersion() async throws {
        let responder = ScriptedResponder()
        let harness = Harness(path: chatPath, responder: responder)
        let presenter = await harness.chatAfterSending("a story please")
        try #require(await responder.stream(0)).yield("Once")
        #expect(await eventually { presenter.messages.last?.text == "Once" })
        presenter.back()
        let replyID = try #require(presenter.messages.last?.id)
        #expect(presenter.lastReplyEnded)
        presenter.regenerate()
        let newID = try #require(presenter.replyingID)
        #expect(newID != replyID)
        #expect(presenter.messages.last?.text == "")
        #expect(presenter.lastReplyVersion.map { [$0.number, $0.count] } == [2, 2])
        #expect(!presenter.lastReplyEnded)
        let second = try #require(await responder.stream(1))
        second.yield("A whole story.")
        second.finish()
        await presenter.waitForReply()
        #expect(presenter.messages.map(\.text) == ["a story please", "A whole story."])
        #expect(presenter.messages.last?.state == .complete)
        #expect(presenter.messages.last?.id == newID)
        let stored = try await storedMessages(in: harness.deps.chatStore)
        #expect(stored == presenter.messages)
        await presenter.showVersion(offset: -1)
        #expect(presenter.messages.last?.id == replyID)
        #expect(presenter.messages.last?.text == "Once")
        #expect(presenter.lastReplyVersion.map { [$0.number, $0.count] } == [1, 2])
        #expect(try await storedMessages(in: harness.deps.chatStore).last?.id == replyID)
    }

    @Test func aFailedReplyIsRegenerated() async throws {
        let responder = ScriptedResponder()
        let presenter = await Harness(path: chatPath, responder: responder).chatAfterSending("hi")
        try #require(await responder.stream(0)).finish(throwing: DomainError.unavailable("the server"))
        await presenter.waitForReply()
        let failedID = try #require(presenter.messages.last?.id)
        #expect(presenter.failureReasons[failedID] != nil)
        presenter.regenerate()
        #expect(presenter.failureReasons[failedID] == nil)
        let second = try #require(await responder.stream(1))
        second.yield("Hello!")
        second.finish()
        await presenter.waitForReply()
        #expect(presenter.messages.last?.text == "Hello!")
        #expect(presenter.messages.last?.state == .complete)
    }

    /// Ctrl-R any time: a complete reply is written again too, and the history sent is what
    /// precedes it.
    @Test func aCompleteReplyIsRegeneratedToo() async throws {
        let responder = ScriptedResponder()
        let presenter = await Harness(path: chatPath, responder: responder).chatAfterSending("hi")
        let first = try #require(await responder.stream(0))
        first.yield("First")
        first.finish()
        await presenter.waitForReply()
        presenter.regenerate()
        #expect(presenter.isReplying)
        let second = try #require(await responder.stream(1))
        second.yield("Again")
        second.finish()
        await presenter.waitForReply()
        #expect(presenter.messages.map(\.text) == ["hi", "Again"])
        #expect(responder.receivedRequests.last?.history.map(\.text) == ["hi"])
        #expect(presenter.lastReplyVersion.map { [$0.number, $0.count] } == [2, 2])
    }

    @Test func aReplyGrowingWhileScrolledUpShowsNewMessages() async throws {
        let (_, _, presenter, stream) = try await ChatPresenterFixtures.replying(to: "hi")
        presenter.scroll(by: 2, maxOffset: 10)
        stream.yield("More text")
        #expect(await eventually { presenter.hasNewMessagesBelow })
        presenter.keepPlace(linesAddedBelow: 3)
        #expect(presenter.scrollFromBottom == 5)
        presenter.keepPlace(linesAddedBelow: -2)
        #expect(presenter.scrollFromBottom == 3, "a table laid out in fewer rows below")
        presenter.keepPlace(linesAddedBelow: -9)
        #expect(presenter.scrollFromBottom == 1, "still scrolled up")
        presenter.scroll(toOldest: false, maxOffset: 10)
        #expect(!presenter.hasNewMessagesBelow)
        stream.finish()
        await presenter.waitForReply()
    }

    @Test func aReplyLeftPartialByAKilledAppCanBeRegenerated() async throws {
        let store = FakeChatStore()
        let chat = await store.chat(for: "fx-cat-mochi")
        _ = try await store.append(ChatMessage(role: .user, text: "hi", sentAt: Date()), to: chat.id)
        _ = try await store.append(ChatMessage(role: .assistant, text: "Hel", sentAt: Date(), state: .partial), to: chat.id)
        let presenter = Harness(path: chatPath, chatStore: store).chat("fx-cat-mochi")
        await presenter.onAppear()
        #expect(presenter.messages.map(\.text) == ["hi", "Hel"])
        #expect(presenter.canRegenerate)
        presenter.regenerate()
        await presenter.waitForReply()
        #expect(presenter.messages.last?.state == .complete)
        #expect(presenter.messages.last?.text.isEmpty == false)
    }
}
