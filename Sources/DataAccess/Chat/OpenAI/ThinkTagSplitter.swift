import Foundation

/// Separates `<think>…</think>` at the start of a reply's content (DeepSeek-R1 and Qwen3 on
/// Ollama, llama.cpp without a reasoning format, vLLM without a reasoning parser) from the reply,
/// as the pieces stream; a tag may be split across pieces. Tags anywhere else are the reply's text.
struct ThinkTagSplitter: Sendable {
    enum Piece: Equatable, Sendable {
        case text(String)
        case reasoning(String)
    }

    static let open = "<think>"
    static let close = "</think>"

    private enum Phase { case start, thinking, reply }

    private var phase = Phase.start
    /// Content held back until it is clear what it is: the start of the reply, or the end of
    /// the reasoning that could be the start of `</think>`.
    private var held = ""
    /// Whether the line breaks after `</think>` are still to be dropped.
    private var dropsLineBreaks = false

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
                phase = .reply
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
        if dropsLineBreaks {
            held = String(held.drop(while: \.isNewline))
            dropsLineBreaks = held.isEmpty
        }
        if !held.isEmpty { pieces.append(.text(held)) }
        held = ""
        return pieces
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
