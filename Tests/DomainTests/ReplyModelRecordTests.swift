@testable import Domain
import DomainDoubles
import Foundation
import Testing

/// The model a stored reply names when the server names none: the one the chat's setup asked
/// for, or the offline persona; a model the server names wins.
@Suite("ChatInteractor: the model a reply records")
struct ReplyModelRecordTests {
    let mochi = makeAvatar("mochi", name: "Mochi", .cat)
    let local = ChatBackend(name: "local", displayURL: "http://127.0.0.1:11434/v1", model: "qwen2.5:7b")

    /// The reply streamed for `request` after "hi", as stored, with `events` fed to it.
    func storedReply(_ request: (ChatMessage) -> ReplyRequest, events: [ReplyEvent]) async throws -> ChatMessage {
        let (outcome, saved) = try await streamedReplyToHi(by: mochi, request, events: events)
        #expect(saved.model == outcome.model)
        #expect(saved.text == "purr")
        return saved
    }

    @Test func theSetupsModelIsAskedForNothingMoreAndRecorded() {
        let configured = ChatReplySetup(backend: local)
        #expect(configured.answeringModel == "qwen2.5:7b")
        let request = configured.request(as: mochi, history: [])
        #expect(request.model == nil)
        #expect(request.answeringModel == "qwen2.5:7b")
        let picked = ChatReplySetup(backend: local, chosenModel: "qwen2.5-coder:14b")
        #expect(picked.request(as: mochi, history: []).answeringModel == "qwen2.5-coder:14b")
        let offline = ChatReplySetup(backend: .offline)
        #expect(offline.request(as: mochi, history: []).answeringModel == "offline persona")
        #expect(offline.answeredBy == "offline persona")
    }

    @Test func aServerThatNamesNoModelLeavesTheOneAskedFor() async throws {
        let setup = ChatReplySetup(backend: local, chosenModel: "qwen2.5-coder:14b")
        let saved = try await storedReply({ setup.request(as: mochi, history: [$0]) }, events: [.text("purr")])
        #expect(saved.model == "qwen2.5-coder:14b")
    }

    @Test func aModelTheServerNamesWins() async throws {
        let setup = ChatReplySetup(backend: local)
        let saved = try await storedReply(
            { setup.request(as: mochi, history: [$0]) }, events: [.model("qwen2.5:7b-instruct"), .text("purr")])
        #expect(saved.model == "qwen2.5:7b-instruct")
    }

    @Test func aRequestWithoutASetupRecordsTheModelItNames() async throws {
        let named = try await storedReply({ ReplyRequest(avatar: mochi, history: [$0], model: "o3-mini") },
                                          events: [.text("purr")])
        #expect(named.model == "o3-mini")
        let unnamed = try await storedReply({ ReplyRequest(avatar: mochi, history: [$0]) }, events: [.text("purr")])
        #expect(unnamed.model == nil)
    }
}
