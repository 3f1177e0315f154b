@testable import Domain
import DomainDoubles
import Foundation
import Testing

/// The reply to "hi" in a chat with `avatar`, streamed for `request` with `events` fed to it:
/// what the stream ended with and what the store holds afterwards.
func streamedReplyToHi(
    by avatar: Avatar, _ request: (ChatMessage) -> ReplyRequest, events: [ReplyEvent]
) async throws -> (outcome: ChatMessage, saved: ChatMessage) {
    let responder = FedEventResponder(), store = FakeChatStore(clock: .fixed(referenceNow))
    let interactor = ChatInteractor(
        avatars: StubAvatarService([avatar]), responder: responder, store: store, drafts: FakeDraftStore(),
        popularity: FakePopularityStore(), clock: .fixed(referenceNow), sleeper: ManualSleeper().sleeper)
    let chat = try await interactor.openChat(with: avatar.id)
    let message = try #require(interactor.userMessage("hi"))
    let reply = interactor.emptyReply()
    try await interactor.send(message, reply: reply, in: chat)
    let asked = request(message)
    let streaming = Task { await interactor.streamReply(reply, request: asked) }
    while responder.requests == 0 { await Task.yield() }
    for event in events { responder.feed(event) }
    responder.finish()
    let outcome = await streaming.value
    return (outcome.message, try #require(await store.stored.last))
}
