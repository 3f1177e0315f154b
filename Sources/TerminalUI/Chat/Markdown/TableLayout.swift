import Presentation

/// A complete Markdown table, drawn as a grid (`TextGrid`): the header bold, each cell's inline
/// Markdown styled as elsewhere and aligned as its column's delimiter says.
enum TableLayout {
    /// The rows of `table` at the styler's code width, its links' URLs added to `footnotes`; nil when
    /// even narrowed columns cannot fit (the table then shows as written).
    static func rows(_ table: MarkdownTable, styler: MarkdownStyler, footnotes: inout [String]) -> [[Span]]? {
        let prefix = styler.prefix(quoteDepth: table.quoteDepth, indent: table.indent)
        let base = styler.baseStyle(quoteDepth: table.quoteDepth)
        let header = table.header.map { styler.inline($0, base: base.bolded, footnotes: &footnotes) }
        let body = table.rows.map { row in row.map { styler.inline($0, base: base, footnotes: &footnotes) } }
        return TextGrid.lines(header: header, body: body, alignments: table.alignments, prefix: prefix,
                              width: styler.codeWidth - prefix.displayWidth, border: styler.theme.style(.border))
    }
}
