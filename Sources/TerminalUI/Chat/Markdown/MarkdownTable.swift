import Presentation

/// A Markdown table as `MarkdownLines` collects it while its rows arrive: the header's cells,
/// the columns' alignments, the body rows (each as many cells as the header), and where it
/// stands (inside how many quotes, under which list indentation).
struct MarkdownTable: Sendable {
    var header: [String]
    var alignments: [TableAlignment]
    var rows: [[String]] = []
    var quoteDepth: Int
    var indent: Int
}
