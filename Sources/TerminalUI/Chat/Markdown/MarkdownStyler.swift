import Presentation

/// Turns one classified Markdown line into styled rows at a width: the quote bars and the list
/// indentation first, then the text wrapped under them. Italic shows underlined (the terminal
/// layer has no italic), struck text dimmed (ncurses has no strikethrough); a link's text is in
/// the link style, its footnote number after it, an image's `[image: ` and `]` dimmed. A
/// code block's label is `#1 swift`, never `[1]`, which is a footnote's mark.
struct MarkdownStyler {
    let width: Int
    /// The room of code blocks and tables, which read worse wrapped than prose does.
    let codeWidth: Int
    let theme: Theme

    /// The rows of `line`; its links' URLs are added to `footnotes`. A closing fence has none,
    /// nor has a table's line: `MarkdownLines` lays a table out whole (`TableLayout`), nor a
    /// heading's underline: `MarkdownLines` shows the line above it as the heading.
    func rows(_ line: MarkdownLine, footnotes: inout [String]) -> [[Span]] {
        let prefix = self.prefix(quoteDepth: line.quoteDepth, indent: line.indent)
        let base = baseStyle(quoteDepth: line.quoteDepth)
        switch line.kind {
        case .blank:
            return [self.prefix(quoteDepth: line.quoteDepth, indent: 0)]
        case .heading(let level, let text):
            return headingRows(level: level, text: text, prefix: prefix, base: base, footnotes: &footnotes)
        case .text(let text):
            let spans = inline(text, base: base, footnotes: &footnotes)
            return SpanWrap.wrap(spans, width: width, first: prefix, hanging: prefix)
        case .item(let marker, let text):
            let spans = inline(text, base: base, footnotes: &footnotes)
            let first = prefix + [Span(marker + " ", theme.style(.accent))]
            let hanging = prefix + [Span(String(repeating: " ", count: marker.count + 1))]
            return SpanWrap.wrap(spans, width: width, first: first, hanging: hanging)
        case .math(let math):
            return SpanWrap.wrap([Span(math, base)], width: width, first: prefix, hanging: prefix)
        case .rule:
            let length = max(1, min(40, width - prefix.displayWidth))
            return [prefix + [Span(String(repeating: "─", count: length), theme.style(.muted))]]
        case .fenceOpen(let number, let language):
            return [prefix + [Span("#\(number) " + (language.isEmpty ? "code" : language), theme.style(.codeLabel))]]
        case .indentedCodeOpen(let number, let code):
            let label = MarkdownLine(.fenceOpen(number: number, language: ""), quoteDepth: line.quoteDepth, indent: line.indent)
            let first = MarkdownLine(.code(code), quoteDepth: line.quoteDepth, indent: line.indent)
            return rows(label, footnotes: &footnotes) + rows(first, footnotes: &footnotes)
        case .code(let code):
            let rows = CodeWrap.rows(code, width: max(2, codeWidth - prefix.displayWidth))
            return rows.map { row in
                prefix + [Span(row.text, theme.style(.code))] + (row.continues ? [Span(CodeWrap.mark, theme.style(.muted))] : [])
            }
        case .fenceClose, .tableHeader, .tableRow, .headingUnderline:
            return []
        }
    }

    /// What a line's rows start with: a bar per quote level, then the lists' indentation.
    func prefix(quoteDepth: Int, indent: Int) -> [Span] {
        Array(repeating: Span("│ ", theme.style(.quote)), count: quoteDepth)
            + (indent > 0 ? [Span(String(repeating: " ", count: indent))] : [])
    }

    /// The style of text at a quote depth.
    func baseStyle(quoteDepth: Int) -> Style { theme.style(quoteDepth > 0 ? .quote : .text) }

    /// `text`'s inline Markdown as spans in `base` (its links' URLs added to `footnotes`).
    func inline(_ text: String, base: Style, footnotes: inout [String]) -> [Span] {
        styled(MarkdownInline.parse(text, footnotes: &footnotes), base: base)
    }

    /// The footnotes under a message: a blank row, then `  [1] https://…` in the text's column
    /// (its two columns of indent included). A URL too long for the line goes on at the line's
    /// start, with no indent that a mouse selection would copy into the middle of it.
    /// The blank row keeps them apart from the text's last line, whatever it is (a table's row).
    /// Each URL is as `LinkDisplay` shows it: Alt-o's list opens it as written.
    func footnoteRows(_ urls: [String]) -> [[Span]] {
        guard !urls.isEmpty else { return [] }
        return [[]] + urls.enumerated().flatMap { index, url in
            SpanWrap.wrap([Span(LinkDisplay.shown(url), theme.style(.link))], width: width + Self.indent.count,
                          first: [Span(Self.indent), Span("[\(index + 1)] ", theme.style(.muted))])
        }
    }

    /// A message's text starts after these columns (`ChatTranscript`).
    static let indent = "  "

    private func styled(_ runs: [InlineRun], base: Style) -> [Span] {
        runs.map { run in
            var style = base
            if run.marks.contains(.code) { style = theme.style(.code) }
            if run.marks.contains(.link) { style = theme.style(.link) }
            if run.marks.contains(.footnote) || run.marks.contains(.picture) { style = theme.style(.muted) }
            if run.marks.contains(.bold) { style.bold = true }
            if run.marks.contains(.italic) { style.underline = true }
            if run.marks.contains(.strikethrough) { style.dim = true }
            return Span(run.text.replacingOccurrences(of: "\t", with: " "), style)
        }
    }
}
