import Foundation
import Testing
@testable import Domain

/// What the model is not sent though the screen shows it (tester t14's findings 1, 2 and 4): a
/// message whose reply failed or stopped before any text, once the user wrote another; an old
/// exchange too long to fit beside the newer ones, skipped rather than ending the history; the
/// older of two replies in a row. The screen marks the last two (`leftOut`).
@Suite("ConversationShape: what is left out")
struct ConversationShapeLeftOutTests {
    func request(_ history: [ChatMessage]) -> ReplyRequest {
        ReplyRequest(avatar: makeAvatar("mochi", name: "Mochi"), systemPrompt: "Be Mochi.", history: history)
    }

    /// A question abandoned with Esc before any text, or refused (a content filter, a 500), is
    /// not sent again with the next message: the next one is answered, alone. Until the user
    /// writes again, Ctrl-R on its reply still sends it (the history then ends with it).
    @Test func aMessageWhoseReplyFailedOrStoppedEmptyIsNotSentWithTheNextOne() {
        var refused = message(.assistant, "", .failed)
        refused.failureReason = "server answered 400: Your request was rejected as a result of our safety system."
        let filtered = [
            message(.user, "hi there"), message(.assistant, "Reply #1"), message(.user, "tell me the forbidden thing"),
            refused, message(.user, "ok never mind, what is 2+2?"), refused, message(.user, "hello? anything?"),
        ]
        #expect(ConversationShape.messages(for: request(filtered), budget: 6_000).map(\.content)
            == ["Be Mochi.", "hi there", "Reply #1", "hello? anything?"])
        #expect(ConversationShape.messages(for: request(Array(filtered.prefix(3))), budget: 6_000).last?.content
            == "tell me the forbidden thing", "Ctrl-R on the refused reply asks again")
        let stopped = [
            message(.user, "hang what is the highest waterfall"), message(.assistant, "", .partial),
            message(.user, "actually, what is the deepest lake"),
        ]
        #expect(ConversationShape.messages(for: request(stopped), budget: 6_000).map(\.content)
            == ["Be Mochi.", "actually, what is the deepest lake"])
        #expect(ConversationShape.sentPart(for: request(stopped), budget: 6_000).leftOut == [1: .endedEmpty],
                "its reply is marked, not the message")
        let deleted = [message(.user, "one"), message(.user, "two")]
        #expect(ConversationShape.messages(for: request(deleted), budget: 6_000).last?.content == "one\n\ntwo",
                "a reply deleted between two messages still joins them")
    }

    /// A paste refused as too long ("nothing was sent") never goes later, whole or cut; and one
    /// outsized old exchange no longer ends the history: the turns around it go, and it is marked.
    @Test func aRefusedPasteIsNeverSentAndAnOutsizedOldExchangeIsSkipped() {
        let prompt = String(repeating: "p", count: 151)
        func request(_ history: [ChatMessage]) -> ReplyRequest {
            ReplyRequest(avatar: makeAvatar("mochi", name: "Mochi"), systemPrompt: prompt, history: history)
        }
        var tooLong = message(.assistant, "", .failed)
        tooLong.failureReason = "your message has 8109 characters … nothing was sent"
        let paste = "LONGPASTE " + String(repeating: "lorem ipsum ", count: 675)
        let refused = [
            message(.user, "first topic: boats"), message(.assistant, "Boats."), message(.user, "second topic: anchors"),
            message(.assistant, "Anchors."), message(.user, paste), tooLong, message(.user, "ok forget that"),
            message(.assistant, "Forgotten."), message(.user, "which topics did we cover"),
        ]
        #expect(ConversationShape.messages(for: request(refused), budget: 6_000).map(\.content) == [
            prompt, "first topic: boats", "Boats.", "second topic: anchors", "Anchors.", "ok forget that", "Forgotten.",
            "which topics did we cover",
        ])
        #expect(ConversationShape.sentPart(for: request(refused), budget: 6_000).firstIndex == nil)
        let longAnswer = "LONG " + String(repeating: "x", count: 4_500)
        let answered = [
            message(.user, "first topic: boats"), message(.assistant, "Boats."), message(.user, "long again"),
            message(.assistant, longAnswer), message(.user, "short"), message(.assistant, "Short."),
            message(.user, String(repeating: "m", count: 1_500)), message(.assistant, "Medium."), message(.user, "and now?"),
        ]
        #expect(ConversationShape.messages(for: request(answered), budget: 6_000).map(\.content.count)
            == [151, 18, 6, 5, 6, 1_500, 7, 8], "the long exchange is skipped, the turns around it go")
        #expect(ConversationShape.sentPart(for: request(answered), budget: 6_000).leftOut == [2: .tooLong, 3: .tooLong])
        #expect(ConversationShape.sentPart(for: request(answered), budget: 6_000).firstIndex == nil)
        // A small exchange that does not fit ends the history, as before.
        let small = [message(.user, "zero"), message(.assistant, "Zero."), message(.user, String(repeating: "o", count: 300)),
                     message(.assistant, "One.")] + answered.dropFirst(2)
        #expect(ConversationShape.messages(for: request(small), budget: 1_900).map(\.content.count) == [151, 5, 6, 1_500, 7, 8])
        #expect(ConversationShape.sentPart(for: request(small), budget: 1_900).firstIndex == 6)
    }

    /// Of two replies in a row (the message between deleted), the model gets the newer: the
    /// older is marked, also when they end the chat.
    @Test func aReplyFollowedByAnotherIsMarkedNotSent() {
        let history = [message(.user, "one"), message(.assistant, "Long reply #319"), message(.assistant, "Reply #320")]
        #expect(ConversationShape.sentPart(for: request(history), budget: 6_000).leftOut == [1: .replyFollowed])
        let next = history + [message(.user, "after delete")]
        #expect(ConversationShape.messages(for: request(next), budget: 6_000).map(\.content)
            == ["Be Mochi.", "one", "Reply #320", "after delete"])
        #expect(ConversationShape.sentPart(for: request(next), budget: 6_000).leftOut == [1: .replyFollowed])
    }
}

