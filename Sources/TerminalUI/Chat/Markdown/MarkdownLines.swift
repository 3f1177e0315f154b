import Domain
import Presentation

/// A reply's Markdown laid out to a width, growing at its end as the reply streams in.
///
/// A source line is laid out once, when its line break arrives, from its text and the state
/// the lines before it left (`MarkdownReader`); the rows of ended lines never change. Only the
/// unfinished last line is laid out again as it grows, so an unclosed `**` or an unfinished
/// link shows as written until it closes, and an open ``` fence shows its code rows at once.
/// Consecutive blank lines show as one.
///
/// A table is the exception (`+Table`): a line of text with a `|` shows, but waits for the next
/// line to say whether it is a table's header; a table's lines show as written while it is being
/// written, after every settled row, and it is laid out whole once a line that is not its row
/// ends it, or the reply is no longer streaming (`isStreaming`). Rows above it never change.
/// A paragraph's first line waits the same way for an underline that makes it a setext heading:
/// it shows as text, then as the heading once `===` or `---` arrives under it.
///
/// So that a reply of one endless line does not cost time with the square of its length, a line
/// of `longLine` bytes or more is laid out in segments (`LineSegments`): its first `segment`
/// bytes, cut after a space, are settled, and the rest goes on under the same indentation. Marks
/// that open in one segment and close in another show as written.
struct MarkdownLines {
    let styler: MarkdownStyler
    private var state = State()
    private var cleaner = UntrustedTextCleaner()
    private var settled: [[Span]] = []
    /// The source of the unfinished last line (after its settled segments), and its rows and
    /// footnotes as they are now.
    private var pending = ""
    private var tail: [[Span]] = []
    private(set) var footnotes: [String] = []
    /// True while the reply streams in: a table not yet ended shows as written. Otherwise the
    /// text is taken as ended where it is: its last line and an open table are laid out.
    private(set) var isStreaming = false

    /// What the lines so far leave for the next one.
    struct State {
        var reader = MarkdownReader()
        var footnotes: [String] = []
        var lastWasBlank = true
        /// The unfinished line's classification once a segment of it was settled.
        var openLine: MarkdownLine?
        /// A line of text with a `|`, shown but not settled until the next line says whether
        /// it is a table's header.
        var held: HeldLine?
        /// The table being read, shown as written until it ends.
        var table: OpenTable?
    }

    /// Prose wraps at `width`; code blocks and tables may take `codeWidth` (at least `width`).
    init(width: Int, codeWidth: Int = 0, theme: Theme) {
        styler = MarkdownStyler(width: max(1, width), codeWidth: max(1, width, codeWidth), theme: theme)
    }

    /// The rows of ended source lines (and settled segments): later text cannot change them.
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
                var rest = line.last == "\r" ? line.dropLast() : line
                while let (head, after) = LineSegments.cut(rest) {
                    settled += Self.rows(head, &state, styler, isWholeLine: false)
                    rest = after
                }
                settled += Self.rows(rest, &state, styler)
                state.openLine = nil
            }
            pending = String(pending[pending.index(after: lastBreak)...])
        }
        var rest = Substring(pending)
        while let (head, after) = LineSegments.cut(rest) {
            settled += Self.rows(head, &state, styler, isWholeLine: false)
            rest = after
        }
        if rest.count != pending.count { pending = String(rest) }
        layTail()
    }

    /// Says whether the reply still streams: when it stops, its last line and a table it ends
    /// with are laid out as ended.
    mutating func setStreaming(_ streaming: Bool) {
        guard streaming != isStreaming else { return }
        isStreaming = streaming
        layTail()
    }

    /// The rows after the settled ones: a held line, an open table and the unfinished line.
    private mutating func layTail() {
        var provisional = state
        tail = pending.isEmpty ? [] : Self.rows(Substring(pending), &provisional, styler)
        tail += isStreaming ? Self.shownAsWritten(provisional) : Self.close(&provisional, styler)
        footnotes = provisional.footnotes
    }

    /// The rows of a line, or of a segment of one (the same indentation as its first segment).
    /// A line that a table waits on shows no rows here (`held`, `table`); the rows a line ends
    /// come first.
    private static func rows(_ segment: Substring, _ state: inout State, _ styler: MarkdownStyler, isWholeLine: Bool = true) -> [[Span]] {
        let classified: MarkdownLine
        var ended: [[Span]] = []
        if let open = state.openLine {
            classified = LineSegments.continuation(of: open, with: String(segment))
        } else {
            // A line long enough to be cut is never a table's.
            if !isWholeLine {
                ended = close(&state, styler)
                state.reader.endWaiting()
            }
            classified = state.reader.read(segment)
            if !isWholeLine { state.reader.endWaiting() }
            state.openLine = classified
            if continuesTable(classified, segment, &state, styler) { return [] }
            if let heading = underlined(classified, &state, styler) { return heading }
            ended += close(&state, styler)
            if state.reader.mayStartTable || state.reader.mayBeHeading { return ended + hold(classified, &state, styler) }
        }
        return ended + settledRows(classified, &state, styler)
    }

    private static func settledRows(_ classified: MarkdownLine, _ state: inout State, _ styler: MarkdownStyler) -> [[Span]] {
        if classified.kind == .blank {
            defer { state.lastWasBlank = true }
            return state.lastWasBlank ? [] : styler.rows(classified, footnotes: &state.footnotes)
        }
        let rows = styler.rows(classified, footnotes: &state.footnotes)
        if !rows.isEmpty { state.lastWasBlank = false }
        return rows
    }
}
