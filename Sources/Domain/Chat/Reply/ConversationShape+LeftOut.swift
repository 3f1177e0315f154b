import Foundation

/// Why a message is not sent to the model after all, or not with later ones: the Chat screen
/// marks it, since the rule above the first one sent says nothing about it.
public enum LeftOutReason: Sendable, Hashable {
    /// Its exchange is too long to fit in `context_chars` beside the newer ones (`fitted`).
    case tooLong
    /// A newer reply follows it with no message of the user's between (its message was
    /// deleted): of two replies in a row the model gets the newer.
    case replyFollowed
    /// A reply that failed or stopped before any text (`endedEmpty`): the message it answered
    /// is not sent once the user writes another (`abandonedIndices`), so its reply says so.
    case endedEmpty
}

/// What the next request sends of a history, from one fit of it to the budget: where it starts
/// (the Chat screen draws its rule above that message) and what it leaves out after that.
public struct SentPart: Sendable, Equatable {
    /// The index in the history of the first message of the oldest turn sent, when the budget
    /// leaves older messages out; nil when every turn is sent.
    public let firstIndex: Int?
    /// The messages from `firstIndex` on that are not sent, by index, with why; and, wherever
    /// they are, the replies that ended empty (`LeftOutReason.endedEmpty`).
    public let leftOut: [Int: LeftOutReason]
}

extension ConversationShape {
    /// Where the request sends from and what it leaves out, by the cut `messages(for:budget:)`
    /// makes (`fitted`), worked out once. A message whose reply failed or stopped before any
    /// text (`abandonedIndices`) is not marked itself: its reply is (`endedEmptyReplies`).
    public static func sentPart(for request: ReplyRequest, budget: Int) -> SentPart {
        let history = request.history
        let room = budget - systemMessage(for: request, budget: budget).content.count
        let turns = sentTurns(of: history, room: room)
        var reasons = endedEmptyReplies(history)
        guard let fit = fitted(turns.map(\.turn), room: room), let first = turns[fit.start].indices.first else {
            return SentPart(firstIndex: nil, leftOut: reasons)
        }
        for position in fit.skipped {
            for index in turns[position].indices { reasons[index] = .tooLong }
        }
        let inTurns = Set(turns.flatMap(\.indices))
        let abandoned = abandonedIndices(history)
        let newestEnd = turns.last?.indices.last ?? first
        for index in history.indices.dropFirst(first) where isSent(history[index]) && reasons[index] == nil {
            let message = history[index]
            if message.role == .assistant,
               let next = history[(index + 1)...].first(where: { isSent($0) }), next.role == .assistant {
                reasons[index] = .replyFollowed
            } else if message.role == .user, index < newestEnd, !inTurns.contains(index), !abandoned.contains(index) {
                // Left out unanswered, as joined to the next one it would not fit.
                reasons[index] = .tooLong
            }
        }
        return SentPart(firstIndex: fit.start > 0 ? first : nil, leftOut: reasons)
    }

    /// The replies in `history` that failed or stopped before any text (`endedEmpty`), by index:
    /// what the Chat screen marks "not sent with later messages" whatever the budget.
    public static func endedEmptyReplies(_ history: [ChatMessage]) -> [Int: LeftOutReason] {
        Dictionary(uniqueKeysWithValues: history.indices.filter { endedEmpty(history[$0]) }.map { ($0, .endedEmpty) })
    }
}
