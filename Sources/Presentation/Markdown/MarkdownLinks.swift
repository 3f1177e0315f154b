/// The links of a message's Markdown, numbered as its footnotes on screen number them (`[1]`
/// first, one number per address), for Chat's Links list (Alt-o).
public enum MarkdownLinks {
    public static func urls(in markdown: String) -> [String] {
        var reader = MarkdownReader(), footnotes: [String] = []
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let withoutReturn = line.last == "\r" ? line.dropLast() : line
            switch reader.read(withoutReturn).kind {
            case .heading(_, let inline), .text(let inline), .item(_, let inline):
                _ = MarkdownInline.parse(inline, footnotes: &footnotes)
            // A header's line was read as text first: its links are counted already, in order.
            case .tableHeader(let cells, _), .tableRow(let cells):
                for cell in cells { _ = MarkdownInline.parse(cell, footnotes: &footnotes) }
            case .code, .indentedCodeOpen, .math, .blank, .rule, .fenceOpen, .fenceClose, .headingUnderline: continue
            }
        }
        return footnotes
    }
}
