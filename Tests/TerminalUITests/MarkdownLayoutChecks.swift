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
}
