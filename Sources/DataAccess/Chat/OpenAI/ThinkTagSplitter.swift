import Foundation

/// Separates `<think>…</think>` at the start of a reply's content (DeepSeek-R1 and Qwen3 on
/// Ollama, llama.cpp without a reasoning format, vLLM without a reasoning parser) from the reply,
/// as the pieces stream; a tag may be split across pieces. Tags anywhere else are the reply's text.
///
/// A reply may also start with reasoning closed by a lone `</think>`: DeepSeek-R1's and QwQ's chat
/// templates end the prompt with `<think>`, so a server without a reasoning parser streams only
/// the closing tag. That text cannot be told from a reply until the tag comes, so it streams as
/// text and `textWasReasoning` follows the tag; a `<think>` (or a backquote right before the tag)
/// means the text talks about tags, and the tag stays text.
struct ThinkTagSplitter: Sendable {
    enum Piece: Equatable, Sendable {
        case text(String)
        case reasoning(String)
        /// The text so far was the model's reasoning: a lone `</think>` ended it.
        case textWasReasoning
    }

    static let open = "<think>"
    static let close = "</think>"

    private enum Phase {
        case start, thinking
        /// Text that a lone `</think>` may yet show to be reasoning.
        case maybeReasoning
        case reply
    }

    private var phase = Phase.start
    /// Content held back until it is clear what it is: the start of the reply, or the end of
    /// the reasoning that could be the start of `</think>`.
    private var held = ""
    /// Whether the line breaks after `</think>` are still to be dropped.
    private var dropsLineBreaks = false
    /// The end of the text given out while a lone `</think>` may come: a `<think>` split
    /// between two pieces must still be seen.
    private var recentText = ""

    /// The pieces `content` completes, in order.
    mutating func feed(_ content: String) -> [Piece] {
        held += content
        var pieces: [Piece] = []
        if phase == .start {
            let start = held.drop(while: \.isWhitespace)
            if start.hasPrefix(Self.open) {
                held = String(start.dropFirst(Self.open.count))
                phase = .thinking
            } else if Self.open.hasPrefix(start) {
                return []
            } else {
                phase = .maybeReasoning
            }
        }
        if phase == .thinking {
            if let end = held.range(of: Self.close) {
                let reasoning = String(held[..<end.lowerBound])
                if !reasoning.isEmpty { pieces.append(.reasoning(reasoning)) }
                held = String(held[end.upperBound...])
                phase = .reply
                dropsLineBreaks = true
            } else {
                let keep = Self.partialCloseLength(at: held)
                let reasoning = String(held.dropLast(keep))
                held = String(held.suffix(keep))
                if !reasoning.isEmpty { pieces.append(.reasoning(reasoning)) }
                return pieces
            }
        }
        if phase == .maybeReasoning, endOfLoneClose(&pieces) == nil { return pieces }
        if dropsLineBreaks {
            held = String(held.drop(while: \.isNewline))
            dropsLineBreaks = held.isEmpty
        }
        if !held.isEmpty { pieces.append(.text(held)) }
        held = ""
        return pieces
    }

    /// Looks for a lone `</think>` in what is held: true when it ended the reasoning (`pieces`
    /// end with `textWasReasoning`, `held` is what follows), false when the text so far is
    /// surely the reply, nil when it is the reply unless a later piece closes it: `pieces` got
    /// the text that cannot be part of the tag, and `held` keeps the rest.
    private mutating func endOfLoneClose(_ pieces: inout [Piece]) -> Bool? {
        let seen = recentText + held
        let end = held.range(of: Self.close)
        let opened = seen.range(of: Self.open)
        if let opened, end.map({ seen.distance(from: seen.startIndex, to: opened.lowerBound)
            < recentText.count + held.distance(from: held.startIndex, to: $0.lowerBound) }) ?? true {
            phase = .reply
            return false
        }
        guard let end else {
            let keep = Self.partialCloseLength(at: held)
            let text = String(held.dropLast(keep))
            held = String(held.suffix(keep))
            if !text.isEmpty { pieces.append(.text(text)) }
            recentText = String((recentText + text).suffix(Self.open.count))
            return nil
        }
        let before = String(held[..<end.lowerBound])
        phase = .reply
        if (recentText + before).last == "`" { return false }
        if !before.isEmpty { pieces.append(.text(before)) }
        pieces.append(.textWasReasoning)
        held = String(held[end.upperBound...])
        dropsLineBreaks = true
        return true
    }

    /// What is still held back when the stream ends.
    mutating func finish() -> [Piece] {
        defer { held = "" }
        guard !held.isEmpty else { return [] }
        return [phase == .thinking ? .reasoning(held) : .text(held)]
    }

    /// How many characters at the end of `text` could begin `</think>`.
    private static func partialCloseLength(at text: String) -> Int {
        for length in stride(from: min(close.count - 1, text.count), to: 0, by: -1)
        where close.hasPrefix(text.suffix(length)) {
            return length
        }
        return 0
    }
}
