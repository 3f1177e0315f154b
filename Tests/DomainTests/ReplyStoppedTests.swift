import Domain
import DomainDoubles
import Foundation
import Testing

/// A reply stopped (Esc, quitting) is stored as stopped, also when the stream, torn down by the
/// stop, ends with an error: the stop is what the user did, and the error only its echo.
@Suite("ChatInteractor: a stopped reply")
struct ReplyStoppedTests {
    struct TornDown: Error {}

    @Test func aStopWinsOverAnErrorThatCameWithIt() async throws {
        let responder = FedEventResponder(), store = FakeChatStore(clock: .fixed(referenceNow))
        let interactor = ChatInteractor(
            avatars: StubAvatarService([makeAvatar("mochi", name: "Mochi", .cat)]), responder: responder, store: store,
            drafts: FakeDraftStore(), popularity: FakePopularityStore(), clock: .fixed(referenceNow),
            sleeper: ManualSleeper().sleeper)
        let chat = try await interactor.openChat(with: "mochi")
        let message = try #require(interactor.userMessage("hi"))
        let reply = interactor.emptyReply()
        try await interactor.send(message, reply: reply, in: chat)
        // The stop comes while the first event is handled; the error is already on its way.
        let streaming = Task {
            await interactor.streamReply(reply, request: ReplyRequest(avatar: makeAvatar("mochi", name: "Mochi", .cat), history: [message]),
                                         onEvent: { _ in withUnsafeCurrentTask { $0?.cancel() } })
        }
        while responder.requests == 0 { await Task.yield() }
        responder.feed(.model("m"))
        responder.fail(TornDown())
        let outcome = await streaming.value
        #expect(outcome.failure == nil)
        #expect(outcome.message.state == .partial)
        #expect(try #require(await store.stored.last).state == .partial)
    }
}
