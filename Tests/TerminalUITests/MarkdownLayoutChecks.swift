import Testing
@testable import TerminalUI

/// What the Markdown layout suites share: a reply laid out at a width, and its rows as text.
protocol MarkdownLayoutChecks {
    var theme: Theme { get }
}

extension MarkdownLayoutChecks {
    func laidOut(_ text: String, width: Int = 40, streaming: Bool = false) -> MarkdownLines {
        var lines = MarkdownLines(width: width, theme: theme)
        lines.setStreaming(streaming)
        lines.append(text)
        return lines
    }

    func rows(_ lines: MarkdownLines) -> [String] { (0..<lines.count).map { lines[$0].map(\.text).joined() } }

    /// `reply` laid out as it streams in pieces of `pieceLength` characters, streaming ended:
    /// checks that every frame's settled rows are still there, the same, in every later frame.
    func streamed(_ reply: String, width: Int, pieceLength: Int) -> MarkdownLines {
        var lines = MarkdownLines(width: width, theme: theme)
        lines.setStreaming(true)
        var frames: [(settled: Int, rows: [[Span]])] = []
        let characters = Array(reply)
        for start in stride(from: 0, to: characters.count, by: pieceLength) {
            lines.append(String(characters[start..<min(start + pieceLength, characters.count)]))
            frames.append((lines.settledCount, (0..<lines.count).map { lines[$0] }))
        }
        for (index, frame) in frames.enumerated() {
            for later in frames[(index + 1)...] {
                #expect(Array(later.rows.prefix(frame.settled)) == Array(frame.rows.prefix(frame.settled)))
            }
        }
        lines.setStreaming(false)
        return lines
    }
}
