import Domain
import Foundation
import Testing

@Suite("ChatInteractor")
struct ChatInteractorTests {
    let mochi = makeAvatar("mochi", name: "Mochi", .cat)
    var interactor: ChatInteractor {
        ChatInteractor(avatars: StubAvatarService([mochi, makeAvatar("rex", .dog)]), responder: EchoResponder(),
                       clock: .fixed(referenceNow))
    }

    @Test("blank text makes no message", arguments: ["", " ", "\n\t  "])
    func blankText(text: String) {
        #expect(interactor.userMessage(text) == nil)
    }

    @Test func userMessagesAreTrimmedAndStamped() throws {
        let message = try #require(interactor.userMessage("  hello 小虎 👋\n"))
        #expect(message.text == "hello 小虎 👋")
        #expect(message.role == .user)
        #expect(message.sentAt == referenceNow)
    }

    @Test func emptyReplyIsAnAssistantMessage() {
        let reply = interactor.emptyReply()
        #expect(reply.role == .assistant)
        #expect(reply.text.isEmpty)
        #expect(reply.sentAt == referenceNow)
    }

    @Test func findsAvatarsById() async throws {
        #expect(try await interactor.avatar(id: "mochi") == mochi)
    }

    @Test func unknownAvatarIsNotFound() async {
        await #expect(throws: DomainError.notFound("avatar ghost")) { try await interactor.avatar(id: "ghost") }
    }

    @Test func replyForwardsToTheResponder() async throws {
        let history = [
            ChatMessage(role: .user, text: "hi", sentAt: referenceNow),
            ChatMessage(role: .assistant, text: "meow", sentAt: referenceNow),
            ChatMessage(role: .user, text: "how are you?", sentAt: referenceNow),
        ]
        let pieces = try await collect(interactor.reply(as: mochi, to: history))
        #expect(pieces == ["Mochi heard ", "3: how are you?"])
    }
}
