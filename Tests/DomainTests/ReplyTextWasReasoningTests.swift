@testable import Domain
import DomainDoubles
import Foundation
import Testing

/// A reply whose start turns out to be reasoning (a lone `</think>`) is stored with that text as
/// its reasoning, and only what followed as its text.
@Suite("ChatInteractor: text that was reasoning")
struct ReplyTextWasReasoningTests {
    let mochi = makeAvatar("mochi", name: "Mochi", .cat)

    func storedReply(after events: [ReplyEvent]) async throws -> (outcome: ChatMessage, saved: ChatMessage) {
        let responder = FedEventResponder(), store = FakeChatStore(clock: .fixed(referenceNow))
        let interactor = ChatInteractor(
            avatars: StubAvatarService([mochi]), responder: responder, store: store, drafts: FakeDraftStore(),
            popularity: FakePopularityStore(), clock: .fixed(referenceNow), sleeper: ManualSleeper().sleeper)
        let chat = try await interactor.openChat(with: "mochi")
        let message = try #require(interactor.userMessage("hi"))
        let reply = interactor.emptyReply()
        try await interactor.send(message, reply: reply, in: chat)
        let streaming = Task { await interactor.streamReply(reply, request: ReplyRequest(avatar: mochi, history: [message])) }
        while responder.requests == 0 { await Task.yield() }
        for event in events { responder.feed(event) }
        responder.finish()
        let outcome = await streaming.value
        return (outcome.message, try #require(await store.stored.last))
    }

    @Test func theTextSoFarBecomesTheReasoning() async throws {
        let (outcome, saved) = try await storedReply(after: [
            .text("Okay, the user "), .text("greets.\n"), .textWasReasoning, .text("Purr."),
        ])
        #expect(outcome.text == "Purr.")
        #expect(outcome.reasoning == "Okay, the user greets.\n")
        #expect(saved.text == "Purr.")
        #expect(saved.reasoning == "Okay, the user greets.\n")
    }

    @Test func itStartsALineAfterReasoningFromAField() async throws {
        let (outcome, _) = try await storedReply(after: [
            .reasoning("first"), .text("then more"), .textWasReasoning, .text("Purr."),
        ])
        #expect(outcome.reasoning == "first\nthen more")
        #expect(outcome.text == "Purr.")
    }
}
