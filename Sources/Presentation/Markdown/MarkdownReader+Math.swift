/// Display math as DeepSeek and Qwen write it over several lines: `\[` alone on a line, the
/// TeX, `\]` alone. Its lines show as written, as `\[ … \]` on one line does (`InlineScanner+Math`):
/// read as Markdown, `\,` lost its backslash and `_` opened emphasis. A blank line ends it too,
/// as TeX allows none inside, so an unclosed `\[` cannot take the rest of a reply.
extension MarkdownReader {
    /// The line as math when it opens, is in or closes a display math block; nil otherwise.
    mutating func displayMath(_ body: Substring, lead: Int, depth: Int) -> MarkdownLine? {
        let trimmed = body.trimmingSpaces
        if !inDisplayMath {
            guard lead < 4, trimmed == "\\[" else { return nil }
            inDisplayMath = true
        } else if body.isEmpty {
            inDisplayMath = false
            return nil
        } else if trimmed == "\\]" {
            inDisplayMath = false
        }
        return MarkdownLine(.math(String(trimmed)), quoteDepth: depth, indent: lead >= 2 ? items.last?.contentIndent ?? 0 : 0)
    }
}
