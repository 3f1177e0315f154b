/// The links of a message's Markdown for Chat's Links list (Alt-o): first those its footnotes
/// number on screen (`[1]` first, one number per address), then the addresses written out in its
/// text, outside code, which a long line may wrap where a mouse selection cannot follow.
public enum MarkdownLinks {
    public static func choices(in markdown: String) -> [LinkChoice] {
        var reader = MarkdownReader(), footnotes: [String] = [], writtenOut: [String] = []
        func read(_ inline: some StringProtocol) {
            let runs = MarkdownInline.parse(inline, footnotes: &footnotes)
            let plain = runs.map { $0.marks.isDisjoint(with: [.code, .footnote]) ? $0.text : " " }.joined()
            writtenOut += WrittenOutAddress.all(in: plain, except: writtenOut)
        }
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let withoutReturn = line.last == "\r" ? line.dropLast() : line
            switch reader.read(withoutReturn).kind {
            case .heading(_, let inline), .text(let inline), .item(_, let inline): read(inline)
            // A header's line was read as text first: its links are counted already, in order.
            case .tableHeader(let cells, _), .tableRow(let cells): cells.forEach(read)
            case .code, .indentedCodeOpen, .math, .blank, .rule, .fenceOpen, .fenceClose, .headingUnderline: continue
            }
        }
        return footnotes.enumerated().map { .numbered($0.offset + 1, $0.element) }
            + writtenOut.filter { !footnotes.contains($0) }.map(LinkChoice.writtenOut)
    }
}
