import Presentation

/// How `MarkdownLines` waits for a table: a line of text with a `|` is held (shown, not settled)
/// until the next line says whether it is a header; a table's lines are kept as written until
/// the table ends, then it is laid out whole (`TableLayout`) and settled. A paragraph's first
/// line is held the same way, until the next line says whether it underlines a setext heading.
extension MarkdownLines {
    /// A held line's rows, and the footnotes with its links, which count once it is settled.
    struct HeldLine {
        var rows: [[Span]]
        var footnotes: [String]
    }

    /// A table being read: its cells, and its lines' rows as written, with the footnotes of
    /// their links (the table numbers its links again when it is laid out).
    struct OpenTable {
        var table: MarkdownTable
        var asWritten: [[Span]]
        var footnotes: [String]
    }

    /// Takes a table's header or row into `state`; false for any other line.
    static func continuesTable(_ line: MarkdownLine, _ source: Substring, _ state: inout State, _ styler: MarkdownStyler) -> Bool {
        switch line.kind {
        case .tableHeader(let cells, let alignments):
            var footnotes = state.held?.footnotes ?? state.footnotes
            let rows = (state.held?.rows ?? []) + asWritten(line, source, styler, &footnotes)
            let table = MarkdownTable(header: cells, alignments: alignments, quoteDepth: line.quoteDepth, indent: line.indent)
            state.held = nil
            state.table = OpenTable(table: table, asWritten: rows, footnotes: footnotes)
            state.lastWasBlank = false
            return true
        case .tableRow(let cells):
            guard var footnotes = state.table?.footnotes else { return false }
            let rows = asWritten(line, source, styler, &footnotes)
            state.table?.table.rows.append(cells)
            state.table?.asWritten += rows
            state.table?.footnotes = footnotes
            return true
        default:
            return false
        }
    }

    /// The heading that an underline makes of the held line, in its place.
    static func underlined(_ line: MarkdownLine, _ state: inout State, _ styler: MarkdownStyler) -> [[Span]]? {
        guard case .headingUnderline(let level, let text) = line.kind else { return nil }
        state.held = nil
        state.lastWasBlank = false
        let heading = MarkdownLine(.heading(level: level, text: text), quoteDepth: line.quoteDepth, indent: line.indent)
        return styler.rows(heading, footnotes: &state.footnotes)
    }

    /// Holds `line`, text that may be a table's header or a heading's; nothing settles yet.
    static func hold(_ line: MarkdownLine, _ state: inout State, _ styler: MarkdownStyler) -> [[Span]] {
        var footnotes = state.footnotes
        state.held = HeldLine(rows: styler.rows(line, footnotes: &footnotes), footnotes: footnotes)
        state.lastWasBlank = false
        return []
    }

    /// The rows that a held line or an open table settles into when the next line ends it (or
    /// the text ends): the held line's rows as shown, the table laid out (as written when its
    /// columns cannot fit).
    static func close(_ state: inout State, _ styler: MarkdownStyler) -> [[Span]] {
        if let held = state.held {
            state.held = nil
            state.footnotes = held.footnotes
            return held.rows
        }
        guard let open = state.table else { return [] }
        state.table = nil
        if let rows = TableLayout.rows(open.table, styler: styler, footnotes: &state.footnotes) { return rows }
        state.footnotes = open.footnotes
        return open.asWritten
    }

    /// A held line's and an open table's rows as written, while the reply streams.
    static func shownAsWritten(_ state: State) -> [[Span]] {
        (state.held?.rows ?? []) + (state.table?.asWritten ?? [])
    }

    /// A table's line as written: its text (without quote marks) styled as a paragraph's.
    private static func asWritten(_ line: MarkdownLine, _ source: Substring, _ styler: MarkdownStyler,
                                  _ footnotes: inout [String]) -> [[Span]] {
        let text = MarkdownLine(.text(String(MarkdownReader.body(of: source))), quoteDepth: line.quoteDepth, indent: line.indent)
        return styler.rows(text, footnotes: &footnotes)
    }
}
