import Foundation

extension ConversationShape {
    /// The fewest characters a message cut in its middle keeps, marker included: a shorter
    /// remnant tells the model nothing, and the exchange is left out instead.
    static let shortestCut = 120

    /// What `fitted(_:room:)` sends: `turns`, taken (some cut) from the turns at `kept`.
    struct Fit {
        /// The positions of the turns sent, oldest first.
        let kept: [Int]
        let turns: [ShapedMessage]
        /// The position of the newest turn, the one a reply answers.
        let last: Int
        /// The position of the oldest turn sent (the newest one when none is).
        var start: Int { kept.first ?? last }
        /// The positions from `start` on whose turns are not sent (skipped exchanges).
        var skipped: [Int] { (start..<(kept.last ?? start)).filter { !kept.contains($0) } }
    }

    /// The turns sent in `room` characters. The newest user turn is always sent (cut to its end
    /// when even it does not fit: a responder refuses that, see `cutOfNewestTurn`). The
    /// exchange before it (the previous reply and the message it answered) is sent too, whole
    /// when it fits in what is left, else each of its two turns cut in its middle
    /// (`cutInMiddle`) to share what is left, the shorter one whole when it takes at most half:
    /// a question about a long answer is about that answer. Older exchanges follow, whole and
    /// newest first, while they fit. One that does not fit and alone takes more than half the
    /// room (a long paste, a long answer) is skipped and older ones may still go: one outsized
    /// turn does not cut off the whole history. Any other that does not fit ends it. Nil when
    /// there is no turn.
    static func fitted(_ turns: [ShapedMessage], room: Int) -> Fit? {
        guard let newest = turns.last else { return nil }
        let last = turns.count - 1
        if newest.content.count > room {
            guard room > 0 else { return Fit(kept: [], turns: [], last: last) }
            let end = ShapedMessage(role: newest.role, content: String(newest.content.suffix(room)))
            return Fit(kept: [last], turns: [end], last: last)
        }
        let left = room - newest.content.count
        guard turns.count >= 3 else { return Fit(kept: [last], turns: [newest], last: last) }
        let (question, reply) = (turns[last - 2], turns[last - 1])
        guard question.content.count + reply.content.count <= left else {
            let shares = exchangeShares(question.content.count, reply.content.count, room: left)
            guard shares.question >= min(question.content.count, shortestCut),
                  shares.reply >= min(reply.content.count, shortestCut)
            else { return Fit(kept: [last], turns: [newest], last: last) }
            let cut = [question, reply].enumerated().map { index, turn in
                ShapedMessage(role: turn.role, content: cutInMiddle(
                    turn.content, to: index == 0 ? shares.question : shares.reply))
            }
            return Fit(kept: [last - 2, last - 1, last], turns: cut + [newest], last: last)
        }
        var used = room - left + question.content.count + reply.content.count
        var kept = [last - 2, last - 1, last]
        // Turns alternate from a user turn at 0: the exchanges are at (2k, 2k + 1).
        var older = last - 4
        while older >= 0 {
            let size = turns[older].content.count + turns[older + 1].content.count
            if used + size <= room {
                used += size
                kept.insert(contentsOf: [older, older + 1], at: 0)
            } else if size * 2 <= room {
                break
            }
            older -= 2
        }
        return Fit(kept: kept, turns: kept.map { turns[$0] }, last: last)
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
