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
        try await streamedReplyToHi(by: mochi, { ReplyRequest(avatar: mochi, history: [$0]) }, events: events)
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
