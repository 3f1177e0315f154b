import Foundation
import Testing
@testable import Domain

/// What `context_chars` leaves of a conversation: the newest turn's end, the previous exchange
/// cut in its middle, unanswered messages dropped oldest first, the room the system prompt leaves.
@Suite("ConversationShape: the budget")
struct ConversationShapeBudgetTests {
    static func request(_ history: [ChatMessage], article: ArticleContext? = nil) -> ReplyRequest {
        ConversationShapeTests.request(history, article: article)
    }

    @Test func aNewestUserTurnOverTheBudgetKeepsItsEnd() {
        let long = String(repeating: "a", count: 500) + "THE END"
        let sent = ConversationShape.messages(
            for: Self.request([message(.user, "old"), message(.assistant, "reply"), message(.user, long)]), budget: 309)
        #expect(sent.map(\.role) == [.system, .user])
        #expect(sent[1].content.count == 300)
        #expect(sent[1].content.hasSuffix("THE END"))
        let request = Self.request([message(.user, "old"), message(.assistant, "reply"), message(.user, long)])
        #expect(ConversationShape.cutOfNewestTurn(for: request, budget: 309)! == (507, 300, 9))
        #expect(ConversationShape.cutOfNewestTurn(for: request, budget: 600) == nil, "older turns may go, not the newest")
    }

    /// "Explain step 2" after a 70 KB answer: the answer goes with it, its start and its end,
    /// rather than nothing but the question; older turns make room for it.
    @Test func aLongPreviousReplyIsSentCutInItsMiddleNotLeftOut() throws {
        let answer = "STEP ONE " + String(repeating: "a", count: 70_000) + " LAST STEP"
        let history = [message(.user, "old"), message(.assistant, "older reply"),
                       message(.user, "mode:md2000 x"), message(.assistant, answer), message(.user, "explain step 2")]
        let request = Self.request(history)
        let sent = ConversationShape.messages(for: request, budget: 24_000)
        try #require(sent.map(\.role) == [.system, .user, .assistant, .user])
        #expect(sent.map(\.content.count).reduce(0, +) == 24_000)
        #expect(sent[1].content == "mode:md2000 x" && sent[3].content == "explain step 2")
        let reply = sent[2].content
        #expect(reply.hasPrefix("STEP ONE aaa") && reply.hasSuffix("aaa LAST STEP"))
        let number = try #require(reply.components(separatedBy: "\n\n[… ").last?.components(separatedBy: " ").first)
        let leftOut = try #require(Int(number))
        #expect(reply.contains(ConversationShape.cutMarker(leftOut)))
        #expect(leftOut == answer.count - reply.count + ConversationShape.cutMarker(leftOut).count)
        #expect(ConversationShape.sentPart(for: request, budget: 24_000).firstIndex == 2, "the rule stays above what is sent")
        let cut = try #require(ConversationShape.cutOfPreviousReply(for: request, budget: 24_000))
        #expect(cut == (answer.count, reply.count))
        #expect(ConversationShape.cutOfPreviousReply(for: request, budget: 80_000) == nil)
    }

    /// A long question with a short answer: the answer whole, the question cut; two long ones
    /// share what is left; too little left for either, and the newest message goes alone.
    @Test func theNewestExchangeSharesWhatIsLeft() {
        let long = String(repeating: "q", count: 5_000)
        let pasted = Self.request([message(.user, long), message(.assistant, "Looks fine."), message(.user, "and line 5?")])
        let sent = ConversationShape.messages(for: pasted, budget: 1_000)
        #expect(sent.map(\.content.count) == [9, 1_000 - 9 - 11 - 11, 11, 11])
        #expect(ConversationShape.cutOfPreviousReply(for: pasted, budget: 1_000) == nil, "the reply itself is whole")
        #expect(ConversationShape.exchangeShares(5_000, 5_000, room: 1_001) == (500, 501))
        #expect(ConversationShape.exchangeShares(100, 5_000, room: 1_000) == (100, 900))
        #expect(ConversationShape.exchangeShares(100, 200, room: 1_000) == (100, 200))
        let tight = Self.request([message(.user, long), message(.assistant, long), message(.user, "and?")])
        #expect(ConversationShape.messages(for: tight, budget: 200).map(\.content) == ["Be Mochi.", "and?"])
        #expect(ConversationShape.cutOfPreviousReply(for: tight, budget: 200)! == (5_000, 0))
        #expect(ConversationShape.sentPart(for: tight, budget: 200).firstIndex == 2)
    }

    /// A message refused as too long got no reply; joined to the next one, it refused that too.
    @Test func unansweredMessagesGoOldestFirstWhenTheyWouldMakeTheNewestTurnTooLong() {
        let refused = String(repeating: "word ", count: 100)
        // Its reply was deleted: with a failed reply, it would never be sent again (above).
        let history = [message(.user, "old"), message(.assistant, "reply"), message(.user, refused),
                       message(.user, "still there?"), message(.user, "hi")]
        let request = Self.request(history)
        let sent = ConversationShape.messages(for: request, budget: 300)
        #expect(sent.map(\.content) == ["Be Mochi.", "old", "reply", "still there?\n\nhi"])
        #expect(ConversationShape.cutOfNewestTurn(for: request, budget: 300) == nil)
        #expect(ConversationShape.messages(for: request, budget: 1_000).last?.content == refused + "\n\nstill there?\n\nhi",
                "joined while they fit")
        let tooLong = Self.request(history + [message(.user, refused)])
        #expect(ConversationShape.cutOfNewestTurn(for: tooLong, budget: 300)! == (500, 291, 9), "the newest message alone is counted")
    }

    /// context_chars counts the system prompt: what is sent never exceeds it, and the room a
    /// refusal names is what is left of it once the prompt is counted.
    @Test func theRoomNamedIsTheBudgetLessTheSystemPrompt() {
        let prompt = String(repeating: "p", count: 151)
        func request(_ text: String) -> ReplyRequest {
            ReplyRequest(avatar: ConversationShapeTests.avatar, systemPrompt: prompt, history: [message(.user, text)], article: nil)
        }
        let fits = request(String(repeating: "f", count: 149))
        #expect(ConversationShape.cutOfNewestTurn(for: fits, budget: 300) == nil)
        #expect(ConversationShape.messages(for: fits, budget: 300).map(\.content.count) == [151, 149])
        for length in [150, 189, 249] {
            let over = request(String(repeating: "o", count: length))
            #expect(ConversationShape.cutOfNewestTurn(for: over, budget: 300)! == (length, 149, 151))
            #expect(ConversationShape.messages(for: over, budget: 300).map(\.content.count).reduce(0, +) <= 300)
        }
        #expect(ConversationShape.cutOfNewestTurn(for: request("hi"), budget: 100)! == (2, 0, 151),
                "a system prompt over the budget leaves no room")
        #expect(ConversationShape.messages(for: request("hi"), budget: 100).count == 1)
    }
}
