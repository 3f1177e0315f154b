import Domain
import Presentation

/// A reply's Markdown laid out to a width, growing at its end as the reply streams in.
///
/// A source line is laid out once, when its line break arrives, from its text and the state
/// the lines before it left (`MarkdownReader`); the rows of ended lines never change. Only the
/// unfinished last line is laid out again as it grows, so an unclosed `**` or an unfinished
/// link shows as written until it closes, and an open ``` fence shows its code rows at once.
/// Consecutive blank lines show as one.
struct MarkdownLines {
    let styler: MarkdownStyler
    private var reader = MarkdownReader()
    private var cleaner = UntrustedTextCleaner()
    private var settledFootnotes: [String] = []
    private var settled: [[Span]] = []
    private var lastWasBlank = true
    /// The source of the unfinished last line, and its rows and footnotes as they are now.
    private var pending = ""
    private var tail: [[Span]] = []
    private(set) var footnotes: [String] = []

    init(width: Int, theme: Theme) { styler = MarkdownStyler(width: max(1, width), theme: theme) }

    /// The rows of ended source lines: later text cannot change them.
    var settledCount: Int { min(settled.count, count) }

    /// The rows shown, at least one; blank rows at the very end are left out.
    var count: Int {
        guard tail.isEmpty else { return settled.count + tail.count }
        var count = settled.count
        while count > 0, settled[count - 1].allSatisfy({ $0.text.allSatisfy { $0 == " " || $0 == "│" } }) { count -= 1 }
        return max(1, count)
    }

    subscript(index: Int) -> [Span] {
        index < settled.count ? settled[index] : index - settled.count < tail.count ? tail[index - settled.count] : []
    }

    /// Adds text at the end (it is cleaned here, as it arrives).
    mutating func append(_ text: String) {
        pending += cleaner.clean(text)
        if let lastBreak = pending.lastIndex(of: "\n") {
            for line in pending[..<lastBreak].split(separator: "\n", omittingEmptySubsequences: false) {
                settled += Self.rows(line, &reader, &settledFootnotes, &lastWasBlank, styler)
            }
            pending = String(pending[pending.index(after: lastBreak)...])
        }
        var reader = reader, footnotes = settledFootnotes, lastWasBlank = lastWasBlank
        tail = pending.isEmpty ? [] : Self.rows(Substring(pending), &reader, &footnotes, &lastWasBlank, styler)
        self.footnotes = footnotes
    }

    private static func rows(
        _ line: Substring, _ reader: inout MarkdownReader, _ footnotes: inout [String], _ lastWasBlank: inout Bool,
        _ styler: MarkdownStyler
    ) -> [[Span]] {
        let classified = reader.read(line.last == "\r" ? line.dropLast() : line)
        if classified.kind == .blank {
            defer { lastWasBlank = true }
            return lastWasBlank ? [] : styler.rows(classified, footnotes: &footnotes)
        }
        let rows = styler.rows(classified, footnotes: &footnotes)
        if !rows.isEmpty { lastWasBlank = false }
        return rows
    }
}
