import Foundation

/// One message as it is sent to a model; only `ConversationShape` makes them.
public struct ShapedMessage: Sendable, Hashable {
    public let role: ChatRole
    public let content: String
}

/// The history a server accepts: the system prompt (with the article, when the chat is about
/// one) first, then turns that alternate strictly, start with the user and end with the user.
/// vLLM's and llama.cpp's chat templates reject any other shape.
///
/// Left out: replies and messages without text, the app's own notices, a leading assistant
/// turn, and a message of the user's whose reply failed or stopped before any text once the user
/// wrote another (`abandonedIndices`: Ctrl-R on it still retries it). Two user turns in a row (a
/// reply deleted between them) are joined with a blank line; of two replies in a row only the
/// newer is kept. A reply that stopped (Esc, the server's token limit) or failed after some text
/// is kept as far as the model wrote it: it is what was said. Why it stopped is never part of
/// its text (`failureReason`), so the app's words never reach the model as the model's.
/// Everything sent, the system prompt included, is cut to `budget` characters (`context_chars`),
/// keeping the newest turns (`fitted(_:room:)`: the newest exchange is always sent, cut in its
/// middle when it is too long, so that "explain step 2" after a long answer still comes with
/// the answer); the article's text gets at most half of it, and a newest user turn longer than
/// what is left keeps its end (a responder refuses to send that, see `cutOfNewestTurn`), so the
/// number a user sets is the size of what is sent.
public enum ConversationShape {
    /// The messages to send for `request`, at most `budget` characters in all (unless the system
    /// prompt alone is longer, which is never cut).
    public static func messages(for request: ReplyRequest, budget: Int) -> [ShapedMessage] {
        let system = systemMessage(for: request, budget: budget)
        let room = budget - system.content.count
        return [system] + cut(sentTurns(of: request.history, room: room).map(\.turn), toFit: room)
    }

    /// The turns sent for `history` before the budget's cut, each with the index in `history`
    /// of its first message.
    static func sentTurns(of history: [ChatMessage], room: Int) -> [IndexedTurn] {
        indexedTurns(from: unansweredFittingIndices(history, room: room).map { ($0, history[$0]) })
    }

    /// The newest user turn's length and how much of it `messages(for:budget:)` keeps, when it
    /// cannot keep it all, with the characters the system message (prompt and article) takes of
    /// the budget: a responder refuses such a request rather than send the end of what the user
    /// just wrote as if it were the whole, and says where the budget went.
    public static func cutOfNewestTurn(
        for request: ReplyRequest, budget: Int
    ) -> (length: Int, kept: Int, system: Int)? {
        let system = systemMessage(for: request, budget: budget).content.count
        let room = budget - system
        guard let newest = turns(from: unansweredFitting(request.history, room: room)).last,
              newest.content.count > room
        else { return nil }
        return (newest.content.count, max(0, room), system)
    }

    /// True when a system prompt of `length` characters alone takes the whole `budget`
    /// (`context_chars`): no message fits beside it, so every reply fails until the prompt is
    /// shortened or the budget raised. A responder refuses such a request, naming the prompt;
    /// an avatar's settings warn of it as the prompt is saved.
    public static func promptLeavesNoRoom(promptLength length: Int, budget: Int) -> Bool { length >= budget }

    static func systemMessage(for request: ReplyRequest, budget: Int) -> ShapedMessage {
        ShapedMessage(role: .system, content: systemContent(request.systemPrompt, article: request.article, budget: budget))
    }

    /// The history without the oldest of the user's last messages that got no reply, as long as
    /// they are joined into a newest turn longer than `room`: a message refused as too long
    /// ("nothing was sent") would otherwise be joined to every later one, and refuse them all.
    /// The newest message always stays.
    static func unansweredFitting(_ history: [ChatMessage], room: Int) -> [ChatMessage] {
        unansweredFittingIndices(history, room: room).map { history[$0] }
    }

    /// `unansweredFitting` as the indices in `history` of the messages it keeps.
    /// The abandoned messages (`abandonedIndices`) are left out first.
    private static func unansweredFittingIndices(_ history: [ChatMessage], room: Int) -> [Int] {
        let abandoned = abandonedIndices(history)
        let lastReply = history.lastIndex { $0.role == .assistant && isSent($0) } ?? -1
        var unanswered = history.indices.filter {
            $0 > lastReply && history[$0].role == .user && isSent(history[$0]) && !abandoned.contains($0)
        }
        var length = unanswered.reduce(0) { $0 + history[$1].text.count } + max(0, unanswered.count - 1) * 2
        var dropped = Set<Int>()
        while unanswered.count > 1, length > room {
            let oldest = unanswered.removeFirst()
            dropped.insert(oldest)
            length -= history[oldest].text.count + 2
        }
        return history.indices.filter { !dropped.contains($0) && !abandoned.contains($0) }
    }

    /// The conversation as alternating turns that start and end with the user; empty when the
    /// user said nothing.
    public static func turns(from history: [ChatMessage]) -> [ShapedMessage] {
        indexedTurns(from: Array(history.enumerated()).map { ($0.offset, $0.element) }).map(\.turn)
    }

    /// `turns(from:)` of messages numbered by their place in the history, each turn with the
    /// numbers of the messages it holds; of two replies in a row, only the newer one's.
    static func indexedTurns(from history: [(Int, ChatMessage)]) -> [IndexedTurn] {
        var turns: [IndexedTurn] = []
        for (index, message) in history where isSent(message) {
            guard let last = turns.last, last.turn.role == message.role else {
                turns.append(IndexedTurn(turn: ShapedMessage(role: message.role, content: message.text), indices: [index]))
                continue
            }
            let joined = message.role == .user ? last.turn.content + "\n\n" + message.text : message.text
            let indices = message.role == .user ? last.indices + [index] : [index]
            turns[turns.count - 1] = IndexedTurn(turn: ShapedMessage(role: message.role, content: joined), indices: indices)
        }
        if turns.first?.turn.role == .assistant { turns.removeFirst() }
        if turns.last?.turn.role == .assistant { turns.removeLast() }
        return turns
    }

    /// The turns sent in `room` characters (`fitted(_:room:)`).
    public static func cut(_ turns: [ShapedMessage], toFit room: Int) -> [ShapedMessage] {
        fitted(turns, room: room)?.turns ?? []
    }

    static func isSent(_ message: ChatMessage) -> Bool {
        guard message.role != .system else { return false }
        return !message.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }
}

/// One turn as sent, with the indices in the history of the messages it holds (in order).
struct IndexedTurn {
    let turn: ShapedMessage
    let indices: [Int]
}
