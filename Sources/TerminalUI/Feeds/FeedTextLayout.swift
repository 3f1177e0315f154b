/// Lays out a feed item's text, which comes as logical lines: a blank line between blocks, list
/// items starting "• " or "1. ", block quotes indented by two spaces. Each line wraps to the
/// width; its continuation lines are indented by the line's leading spaces and its list marker,
/// so a list item or a quote stays one block. A table's lines are drawn as a grid instead
/// (`FeedTextBlock`).
public enum FeedTextLayout {
    /// The lines of `text` for `width` cells.
    public static func lines(_ text: String, width: Int) -> [String] { paragraphs(text, width: width).flatMap { $0 } }

    /// The lines of `text` for `width` cells, logical line by logical line.
    static func paragraphs(_ text: String, width: Int) -> [[String]] {
        guard width > 0 else { return [] }
        return logicalLines(text).map { wrap(String($0), width: width) }
    }

    /// The text made fit for drawing, cut at its line breaks. A tab (kept only in a `<pre>`)
    /// reaches the next of its line's stops every eight columns (`TabStops`), so tab-aligned
    /// columns line up as in a browser.
    static func logicalLines(_ text: String) -> [Substring] {
        var column = 0
        let expanded = TabStops.expand(TextSanitizer.cleanPaste(text), column: &column, every: TabStops.articleWidth)
        return expanded.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// One logical line, wrapped with its hanging indent.
    public static func wrap(_ line: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        if line.allSatisfy({ $0 == " " }) { return [""] }
        let prefix = hangingPrefix(line)
        let indent = TextWidth.of(prefix)
        // Too narrow to indent: the line wraps at full width rather than a sliver.
        guard width - indent >= 12 else { return TextLayout.wrap(line, width: width) }
        let body = TextLayout.wrap(String(line.dropFirst(prefix.count)), width: width - indent)
        let pad = String(repeating: " ", count: indent)
        return body.enumerated().map { $0.offset == 0 ? prefix + $0.element : pad + $0.element }
    }

    /// The leading spaces and the list marker ("• ", "12. ", "[3] ") that continuation lines
    /// are indented by.
    static func hangingPrefix(_ line: String) -> String {
        let spaces = line.prefix { $0 == " " }
        let rest = line.dropFirst(spaces.count)
        if rest.hasPrefix("• ") { return spaces + "• " }
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, digits.count <= 4, rest.dropFirst(digits.count).hasPrefix(". ") {
            return String(spaces) + digits + ". "
        }
        if rest.hasPrefix("["), let close = rest.firstIndex(of: "]") {
            let number = rest[rest.index(after: rest.startIndex)..<close]
            if !number.isEmpty, number.count <= 4, number.allSatisfy({ $0.isASCII && $0.isNumber }),
               rest[rest.index(after: close)...].hasPrefix(" ") { return String(spaces) + rest[...close] + " " }
        }
        return String(spaces)
    }
}
