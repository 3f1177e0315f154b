/// A reply's Markdown as the words a reader sees, for one-line previews (the chats list): marks,
/// fences and links' footnote numbers dropped, lines joined by spaces.
public enum MarkdownPlainText {
    /// The first `limit` characters or so of `markdown` as plain text: only the lines needed are
    /// read, so a long reply costs no more than a short one on every frame.
    public static func of(_ markdown: String, limit: Int = 400) -> String {
        var reader = MarkdownReader(), footnotes: [String] = [], words: [String] = [], count = 0
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) where count < limit {
            let text: String
            switch reader.read(line).kind {
            case .heading(_, let inline), .text(let inline), .item(_, let inline):
                text = plain(inline, &footnotes)
            case .code(let code), .indentedCodeOpen(_, let code), .math(let code): text = code
            case .tableHeader(let cells, _):
                // Its header line was taken for text: its cells replace it.
                text = cells.map { plain($0, &footnotes) }.joined(separator: " ")
                count -= words.popLast()?.count ?? 0
            case .tableRow(let cells): text = cells.map { plain($0, &footnotes) }.joined(separator: " ")
            // Its text was read as a paragraph's: the words are there already.
            case .blank, .rule, .fenceOpen, .fenceClose, .headingUnderline: continue
            }
            words.append(text)
            count += text.count
        }
        return words.joined(separator: " ")
    }

    private static func plain(_ inline: String, _ footnotes: inout [String]) -> String {
        MarkdownInline.parse(inline, footnotes: &footnotes).filter { !$0.marks.contains(.footnote) }.map(\.text).joined()
    }
}
