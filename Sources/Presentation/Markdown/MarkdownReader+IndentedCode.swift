/// Indented code blocks: lines four columns in (a tab is four), after a blank line or a block
/// that is not a paragraph, and outside lists (an indented line under a list item is its text).
/// Blank lines between such lines belong to the block; its first line opens it under a number,
/// counted with the fenced blocks.
extension MarkdownReader {
    /// `rest` (quote marks off) as a line of code, its first four columns of indentation off.
    mutating func indentedCode(_ rest: Substring, depth: Int) -> MarkdownLine {
        var code = rest
        var columns = 0
        while columns < 4, let first = code.first {
            columns += first == "\t" ? 4 - columns % 4 : 1
            code = code.dropFirst()
        }
        if indentedCodeDepth == depth { return MarkdownLine(.code(String(code)), quoteDepth: depth) }
        indentedCodeDepth = depth
        codeBlockCount += 1
        return MarkdownLine(.indentedCodeOpen(number: codeBlockCount, code: String(code)), quoteDepth: depth)
    }
}
