/// GitHub-flavoured tables: a line of text with a `|` may be a header, which the next line, a
/// delimiter row with as many cells, confirms; the rows under it belong to the table until a
/// blank line, another block (a heading, a rule, a fence, a list item) or another quote depth.
/// A row without any `|` is a row of one cell, as on GitHub.
extension MarkdownReader {
    struct OpenTable: Sendable {
        let columns: Int
        let quoteDepth: Int
        let indent: Int
    }

    /// The cells of the line just read as text, while the next line may make it a header.
    struct HeaderCandidate: Sendable {
        let cells: [String]
        let quoteDepth: Int
        let indent: Int
    }

    /// True when the line just read is text with a `|`: the next line says whether it was a
    /// table's header (`.tableHeader`) or text after all.
    public var mayStartTable: Bool { headerCandidate != nil }

    /// Ends an open table and forgets a line that waits on the next (a table's header or a
    /// heading's text), so the next line is read as if none were around (a line too long to be
    /// a table's row or a heading's text, say, whose segments are shown as they come).
    public mutating func endWaiting() {
        table = nil
        headerCandidate = nil
        headingCandidate = nil
    }

    /// The next row of the open table, or nil when `body` ends it (or no table is open).
    mutating func tableRow(_ body: Substring, lead: Int, depth: Int) -> MarkdownLine? {
        guard let open = table else { return nil }
        guard depth == open.quoteDepth, !body.isEmpty, !Self.startsBlock(body, lead: lead) else {
            table = nil
            return nil
        }
        let cells = MarkdownTableSyntax.cells(body) ?? [String(body.trimmingSpaces)]
        return MarkdownLine(.tableRow(MarkdownTableSyntax.fitted(cells, to: open.columns)), quoteDepth: depth, indent: open.indent)
    }

    /// The header of a table that `body`, a delimiter row under `header`'s line, opens.
    mutating func tableHeader(_ body: Substring, under header: HeaderCandidate?, lead: Int, depth: Int) -> MarkdownLine? {
        guard let header, lead < 4, header.quoteDepth == depth, let alignments = MarkdownTableSyntax.alignments(body),
              alignments.count == header.cells.count else { return nil }
        table = OpenTable(columns: alignments.count, quoteDepth: depth, indent: header.indent)
        return MarkdownLine(.tableHeader(cells: header.cells, alignments: alignments), quoteDepth: depth, indent: header.indent)
    }

    /// Notes `line`, just read from `body`, as a possible header when it is text with a `|`.
    mutating func noteHeaderCandidate(_ line: MarkdownLine, _ body: Substring) {
        guard case .text = line.kind, let cells = MarkdownTableSyntax.cells(body) else { return }
        headerCandidate = HeaderCandidate(cells: cells, quoteDepth: line.quoteDepth, indent: line.indent)
    }

    private static func startsBlock(_ body: Substring, lead: Int) -> Bool {
        guard lead < 4 else { return false }
        return isRule(body) || heading(body) != nil || listMarker(body) != nil || body.hasPrefix("```") || body.hasPrefix("~~~")
    }
}
