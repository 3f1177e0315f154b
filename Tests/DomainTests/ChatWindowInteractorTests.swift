import Domain
import DomainDoubles
import Foundation
import Testing

/// The stretches of a long chat loaded without the rest: Ctrl-Home's first page, a search
/// match's surroundings, and pages going forward from them.
@Suite("ChatInteractor: stretches of a long history")
struct ChatWindowInteractorTests {
    /// Mochi's chat of 25 messages, "message 0" to "message 24".
    func seeded() async throws -> (ChatInteractor, Chat, [ChatMessage]) {
        let store = FakeChatStore(clock: .fixed(referenceNow))
        let interactor = ChatInteractor(
            avatars: StubAvatarService([makeAvatar("mochi", name: "Mochi", .cat)]), responder: ScriptedResponder(), store: store,
            drafts: FakeDraftStore(), popularity: FakePopularityStore(), clock: .fixed(referenceNow))
        let chat = try await interactor.openChat(with: "mochi")
        let sent = (0..<25).map { ChatMessage(role: $0.isMultiple(of: 2) ? .user : .assistant, text: "message \($0)",
                                              sentAt: referenceNow.addingTimeInterval(Double($0))) }
        try await store.append(contentsOf: sent, to: chat.id)
        return (interactor, chat, sent)
    }

    @Test func aWindowAroundAMessageHoldsItInItsMiddle() async throws {
        let (interactor, chat, sent) = try await seeded()
        let middle = try await interactor.messages(in: chat, around: sent[12].id, limit: 6)
        #expect(middle.messages.map(\.text) == (9..<15).map { "message \($0)" })
        #expect(middle.hasOlder && middle.hasNewer)
        let first = try await interactor.messages(in: chat, around: sent[0].id, limit: 6)
        #expect(first.messages.map(\.text) == (0..<6).map { "message \($0)" })
        #expect(!first.hasOlder && first.hasNewer)
        let last = try await interactor.messages(in: chat, around: sent[24].id, limit: 6)
        #expect(last.messages.map(\.text) == (21..<25).map { "message \($0)" })
        #expect(last.hasOlder && !last.hasNewer)
        await #expect(throws: DomainError.self) {
            try await interactor.messages(in: chat, around: UUID(), limit: 6)
        }
    }

    @Test func theFirstPageThenNewerOnes() async throws {
        let (interactor, chat, _) = try await seeded()
        let oldest = try await interactor.oldestMessages(in: chat, limit: 10)
        #expect(oldest.messages.map(\.text) == (0..<10).map { "message \($0)" })
        #expect(!oldest.hasOlder && oldest.hasNewer)
        let last = try #require(oldest.messages.last)
        let newer = try await interactor.messages(in: chat, newerThan: last, limit: 10)
        #expect(newer.map(\.text) == (10..<20).map { "message \($0)" })
        #expect(try await interactor.occurrences(of: "MESSAGE 2", in: chat).count == 6)
    }
}
