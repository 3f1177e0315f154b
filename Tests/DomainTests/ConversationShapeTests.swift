import Foundation
import PropertyBased
import Testing
@testable import Domain

/// The history a server gets, over random conversations: failed, partial, empty and app
/// messages, user turns in a row, replies first, and budgets from tiny to generous.
@Suite("ConversationShape")
struct ConversationShapeTests {
    static let avatar = makeAvatar("mochi", name: "Mochi")

    static func request(_ history: [ChatMessage], article: ArticleContext? = nil) -> ReplyRequest {
        ReplyRequest(avatar: avatar, systemPrompt: "Be Mochi.", history: history, article: article)
    }

    @Test func turnsAlternateStartAndEndWithTheUser() async {
        await propertyCheck(count: 300, input: randomHistory, Gen.int(in: 0...1500)) { history, budget in
            let sent = ConversationShape.messages(for: Self.request(history), budget: budget)
            #expect(sent.first?.role == .system)
            let turns = sent.dropFirst()
            #expect(!turns.contains { $0.role == .system })
            for (index, turn) in turns.enumerated() {
                #expect(turn.role == (index.isMultiple(of: 2) ? .user : .assistant))
            }
            #expect(turns.last.map { $0.role == .user } ?? true)
            #expect(!turns.contains { $0.content.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty })
        }
    }

    @Test func theBudgetHoldsAndTheNewestTurnsAreKept() async {
        await propertyCheck(count: 300, input: randomHistory, Gen.int(in: 0...1500)) { history, budget in
            let room = budget - "Be Mochi.".count
            let all = ConversationShape.turns(from: ConversationShape.unansweredFitting(history, room: room))
            let sent = ConversationShape.messages(for: Self.request(history), budget: budget)
            let turns = Array(sent.dropFirst())
            let total = sent.map(\.content.count).reduce(0, +)
            #expect(total <= max(budget, "Be Mochi.".count), "context_chars is the size of all that is sent")
            guard let newest = all.last, room > 0 else {
                #expect(turns.isEmpty)
                return
            }
            // The newest user turn is sent whenever there is room, whole or by its end.
            #expect(turns.last.map { newest.content.hasSuffix($0.content) } == true)
            guard turns.count > 1 else {
                // The exchange before the newest turn goes only when too little is left for it.
                if all.count >= 3 { #expect(room - newest.content.count < 2 * ConversationShape.shortestCut) }
                return
            }
            // The newest exchange, whole or its turns cut in their middle (start, marker, end),
            // then older exchanges whole, newest first: one that is left out while an older one
            // goes is longer than half the room, and did not fit.
            let older = Array(turns.dropLast(3))
            var position = all.count - 4
            for exchange in stride(from: older.count - 2, through: 0, by: -2) {
                while position > 0, [all[position - 1], all[position]] != Array(older[exchange...(exchange + 1)]) {
                    let size = all[position - 1].content.count + all[position].content.count
                    #expect(size * 2 > room && total + size > budget, "only an outsized exchange is skipped")
                    position -= 2
                }
                #expect(position > 0, "older turns are sent whole, as exchanges, in order")
                position -= 2
            }
            // Older than the oldest sent: none fits, up to the first that takes at most half the room.
            while position > 0, turns.count >= 3 {
                let size = all[position - 1].content.count + all[position].content.count
                #expect(total + size > budget || turns.suffix(3) != all.suffix(3))
                if size * 2 <= room { break }
                position -= 2
            }
            let originals = Array(all.suffix(3))
            for (index, (turn, original)) in zip(turns.suffix(3), originals).enumerated() where turn != original {
                #expect(index < 2, "only the newest exchange is cut")
                #expect(turn.content.count < original.content.count)
                let parts = turn.content.components(separatedBy: "\n\n[… ")
                #expect(parts.count == 2 && original.content.hasPrefix(parts[0]))
                let end = parts.last?.components(separatedBy: " characters left out …]\n\n") ?? []
                #expect(end.count == 2 && original.content.hasSuffix(end[1]))
                #expect(Int(end[0]) == original.content.count - parts[0].count - end[1].count, "the marker counts what is left out")
            }
        }
    }

    /// The Chat screen's rule sits above `SentPart.firstIndex`: from that message on, the history
    /// is sent exactly as the whole history is; nil only when no turn was left out but skipped
    /// outsized exchanges, which `leftOut` names.
    @Test func theFirstSentIndexIsWhereTheSentHistoryStarts() async {
        await propertyCheck(count: 300, input: randomHistory, Gen.int(in: 0...1500)) { history, budget in
            let sent = ConversationShape.messages(for: Self.request(history), budget: budget)
            let room = budget - "Be Mochi.".count
            let all = ConversationShape.turns(from: ConversationShape.unansweredFitting(history, room: room))
            let part = ConversationShape.sentPart(for: Self.request(history), budget: budget)
            guard let index = part.firstIndex else {
                // Every turn is sent, the newest exchange perhaps cut in its middle, or marked.
                if let newest = all.last, newest.content.count <= room {
                    #expect(sent.count - 1 == all.count || part.leftOut.values.contains(.tooLong))
                }
                return
            }
            #expect(history[index].role == .user)
            #expect(ConversationShape.messages(for: Self.request(Array(history[index...])), budget: budget) == sent)
            #expect(sent.count - 1 < all.count, "something older was left out")
        }
    }

    @Test func theFirstSentIndexNamesTheFirstMessageOfTheOldestTurnSent() throws {
        let history = [
            message(.user, String(repeating: "a", count: 50)), message(.assistant, String(repeating: "b", count: 50)),
            message(.user, "one"), message(.user, "two"), message(.assistant, "reply", .failed),
            message(.assistant, "yes"), message(.user, "three"),
        ]
        // "Be Mochi." is 9: 40 leaves room for "one\n\ntwo", "yes" and "three", not for the 50s.
        #expect(ConversationShape.sentPart(for: Self.request(history), budget: 40).firstIndex == 2)
        #expect(ConversationShape.messages(for: Self.request(history), budget: 40).map(\.content)
            == ["Be Mochi.", "one\n\ntwo", "yes", "three"])
        #expect(ConversationShape.sentPart(for: Self.request(history), budget: 10_000).firstIndex == nil)
    }

    /// A reply that stopped (Esc, the server's token limit) or failed mid-reply is sent as far
    /// as the model wrote it; why it stopped is the app's, kept apart, and never sent.
    @Test func emptyAndAppMessagesAreLeftOutStoppedAndFailedRepliesKeptAsWritten() {
        var cut = message(.assistant, "Yes, I was nap", .partial)
        cut.failureReason = "the model reached its token limit"
        var failed = message(.assistant, "Purr, the sun", .failed)
        failed.failureReason = "the server reported an error: overloaded"
        var reasoningOnly = message(.assistant, "", .partial)
        (reasoningOnly.reasoning, reasoningOnly.failureReason) = ("hmm", "the model reached its token limit while still reasoning")
        let history = [
            message(.assistant, "Hello first"), message(.user, "hi"), failed, message(.assistant, "", .failed),
            message(.user, "are you there?"), message(.assistant, "   ", .partial), message(.system, "notice"),
            message(.user, "hello?"), cut, message(.user, "ok"), reasoningOnly, message(.user, "and?"),
        ]
        let sent = ConversationShape.messages(for: Self.request(history), budget: 10_000)
        #expect(sent.map(\.role) == [.system, .user, .assistant, .user, .assistant, .user])
        // "are you there?" and "ok" got a reply with no text, and the user wrote on: they are not sent.
        #expect(sent.map(\.content) == [
            "Be Mochi.", "hi", "Purr, the sun", "hello?", "Yes, I was nap", "and?",
        ])
    }
}

/// A message of the histories these tests shape (shared by the ConversationShape suites).
func message(_ role: ChatRole, _ text: String, _ state: MessageState = .complete) -> ChatMessage {
    ChatMessage(role: role, text: text, sentAt: .distantPast, state: state)
}

/// Up to 14 messages of every role and state; a text is empty, blank, up to 90 characters or
/// (one in seven) up to 900.
private let randomHistory = Gen.uint32().array(of: 0...14).map { picks in
    picks.enumerated().map { index, pick -> ChatMessage in
        let roles: [ChatRole] = [.user, .user, .assistant, .assistant, .system]
        let states: [MessageState] = [.complete, .complete, .partial, .failed]
        let length = Int(pick >> 8) % 90
        let text = switch (pick >> 4) % 7 {
        case 0: ""
        case 1: "  \n"
        case 2: "m\(index)" + String(repeating: "y", count: Int(pick >> 8) % 900)
        default: "m\(index)" + String(repeating: "x", count: length)
        }
        return message(roles[Int(pick % 5)], text, states[Int((pick >> 3) % 4)])
    }
}
