import Foundation

extension ConversationShape {
    /// The previous reply's length and how many characters `messages(for:budget:)` sends of it
    /// (its start, the cut marker and its end; 0: none), when it cannot send it whole: the user
    /// is most likely asking about it, so the Chat screen says so as the message is sent. Nil
    /// when it is sent whole, when there is none, and when the newest message itself does not
    /// fit (that request is refused).
    public static func cutOfPreviousReply(for request: ReplyRequest, budget: Int) -> (length: Int, kept: Int)? {
        guard cutOfNewestTurn(for: request, budget: budget) == nil else { return nil }
        let room = budget - systemMessage(for: request, budget: budget).content.count
        let turns = sentTurns(of: request.history, room: room).map(\.turn)
        guard turns.count >= 3, let fit = fitted(turns, room: room) else { return nil }
        let index = turns.count - 2
        let reply = turns[index].content
        guard let position = fit.kept.firstIndex(of: index) else { return (reply.count, 0) }
        let sent = fit.turns[position].content
        return sent == reply ? nil : (reply.count, sent.count)
    }
}
