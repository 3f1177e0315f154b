import Foundation

/// Why a message newer than the first one sent is not sent to the model after all: the Chat
/// screen marks it, since the rule above the first one sent says nothing about it.
public enum LeftOutReason: Sendable, Hashable {
    /// Its exchange is too long to fit in `context_chars` beside the newer ones (`fitted`).
    case tooLong
    /// A newer reply follows it with no message of the user's between (its message was
    /// deleted): of two replies in a row the model gets the newer.
    case replyFollowed
}

extension ConversationShape {
    /// The messages of `request.history` from the first one sent on that `messages(for:budget:)`
    /// leaves out, by index, with why. A message whose reply failed or stopped before any text
    /// (`abandonedIndices`) is not among them: its reply says so.
    public static func leftOut(for request: ReplyRequest, budget: Int) -> [Int: LeftOutReason] {
        let history = request.history
        let room = budget - systemMessage(for: request, budget: budget).content.count
        let turns = sentTurns(of: history, room: room)
        guard let fit = fitted(turns.map(\.turn), room: room), let first = turns[fit.start].indices.first else { return [:] }
        var reasons: [Int: LeftOutReason] = [:]
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
        return reasons
    }
}
