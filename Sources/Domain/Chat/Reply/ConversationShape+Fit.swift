import Foundation

extension ConversationShape {
    /// The fewest characters a message cut in its middle keeps, marker included: a shorter
    /// remnant tells the model nothing, and the exchange is left out instead.
    static let shortestCut = 120

    /// The turns sent in `room` characters, and the index in `turns` of the oldest one sent.
    /// The newest user turn is always sent (cut to its end when even it does not fit: a
    /// responder refuses that, see `cutOfNewestTurn`). The exchange before it (the previous
    /// reply and the message it answered) is sent too, whole when it fits in what is left,
    /// else each of its two turns cut in its middle (`cutInMiddle`) to share what is left, the
    /// shorter one whole when it takes at most half: a question about a long answer is about
    /// that answer. Older turns follow, whole and newest first, while they fit; nil when there
    /// is no turn.
    static func fitted(_ turns: [ShapedMessage], room: Int) -> (start: Int, turns: [ShapedMessage])? {
        guard let newest = turns.last else { return nil }
        let last = turns.count - 1
        if newest.content.count > room {
            guard room > 0 else { return (last, []) }
            return (last, [ShapedMessage(role: newest.role, content: String(newest.content.suffix(room)))])
        }
        let left = room - newest.content.count
        guard turns.count >= 3 else { return (last, [newest]) }
        let (question, reply) = (turns[last - 2], turns[last - 1])
        guard question.content.count + reply.content.count <= left else {
            let shares = exchangeShares(question.content.count, reply.content.count, room: left)
            guard shares.question >= min(question.content.count, shortestCut),
                  shares.reply >= min(reply.content.count, shortestCut)
            else { return (last, [newest]) }
            let cut = [question, reply].enumerated().map { index, turn in
                ShapedMessage(role: turn.role, content: cutInMiddle(
                    turn.content, to: index == 0 ? shares.question : shares.reply))
            }
            return (last - 2, cut + [newest])
        }
        var used = room - left + question.content.count + reply.content.count
        var start = last - 2
        while start > turns.startIndex, used + turns[start - 1].content.count <= room {
            start -= 1
            used += turns[start].content.count
        }
        if turns[start].role == .assistant { start += 1 }
        return (start, Array(turns[start...]))
    }

    /// How many characters of `room` the question and the reply of an exchange that does not
    /// fit whole each keep: the shorter one whole when it takes at most half, the rest to the
    /// other; half each when both are longer.
    static func exchangeShares(_ question: Int, _ reply: Int, room: Int) -> (question: Int, reply: Int) {
        let questionShare = min(question, max(room / 2, room - reply))
        return (questionShare, min(reply, room - questionShare))
    }

    /// `text` cut to at most `length` characters: its start and its end, with a marker in the
    /// middle that says how much was left out; the text itself when it fits.
    public static func cutInMiddle(_ text: String, to length: Int) -> String {
        guard text.count > length else { return text }
        // The marker is measured with the whole length, which has at least as many digits as
        // what is left out: the result is never longer than `length`.
        let kept = max(0, length - cutMarker(text.count).count)
        let head = (kept + 1) / 2
        return String(text.prefix(head)) + cutMarker(text.count - kept) + String(text.suffix(kept - head))
    }

    /// What stands where the middle of a cut message was.
    static func cutMarker(_ leftOut: Int) -> String {
        "\n\n[… \(leftOut) characters left out …]\n\n"
    }
}
