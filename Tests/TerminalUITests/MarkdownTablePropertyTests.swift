import PropertyBased
import Testing
@testable import TerminalUI

/// Any table of up to four columns, at any width it can be drawn at (three cells a column and
/// the frame), fits the width, lines its frame up, and shows every character of every cell; a
/// reply with tables streamed in any pieces never changes a settled row and ends as it would whole.
@Suite("Markdown tables, any table")
struct MarkdownTablePropertyTests {
    static let words = ["a", "nap", "window", "日本語", "🐱", "sill", "extraordinarily", "**bold**", "`x`", "👩‍💻"]
    static let frame = Set("╭╮╰╯├┤┬┴┼─│ ")

    @Test func anyTableFitsTheWidthAndShowsEveryCell() async {
        await propertyCheck(
            count: 200, input: Gen.int(in: 1...4), Gen.int(in: 0..<Self.words.count).array(of: 1...24), Gen.int(in: 25...80)
        ) { columns, picks, width in
            let cells = stride(from: 0, to: picks.count, by: 2).map { start in
                picks[start..<min(start + 2, picks.count)].map { Self.words[$0] }.joined(separator: " ")
            }
            let rows = stride(from: 0, to: cells.count, by: columns).map { Array(cells[$0..<min($0 + columns, cells.count)]) }
            let source = ([rows[0], Array(repeating: "---", count: rows[0].count)] + rows.dropFirst())
                .map { "| " + $0.joined(separator: " | ") + " |" }.joined(separator: "\n")
            var lines = MarkdownLines(width: width, theme: .standard)
            lines.append(source)
            let shown = (0..<lines.count).map { lines[$0].map(\.text).joined() }
            #expect(shown.first?.hasPrefix("╭") == true, "\(source)")
            #expect(Set(shown.map { TextWidth.of($0) }).count == 1 && TextWidth.of(shown[0]) <= width, "\(shown)")
            let written = cells.joined().filter { $0 != " " && $0 != "*" && $0 != "`" }
            #expect(shown.joined().filter { !Self.frame.contains($0) }.sorted() == written.sorted(), "\(shown)")
        }
    }

    static let reply = """
        Intro with a [link](https://a.example) | and a pipe.
        | Cat | Nap |
        |:--|--:|
        | Mochi | 20 min, see [b](https://b.example) |
        | 茶々 🐱 | 2 h |
        still a row
        - a list ends it
        > | in | quote |
        > |---|---|
        > | q | r |

        a | b
        not a delimiter
        """

    @Test func aReplyWithTablesStreamedInAnyPiecesNeverChangesASettledRow() async {
        await propertyCheck(count: 100, input: Gen.int(in: 1...12).array(of: 1...60), Gen.int(in: 20...50)) { cuts, width in
            var lines = MarkdownLines(width: width, theme: .standard)
            lines.setStreaming(true)
            var settled: [[Span]] = [], rest = Substring(Self.reply)
            for cut in cuts + [Self.reply.count] where !rest.isEmpty {
                lines.append(String(rest.prefix(cut)))
                rest = rest.dropFirst(cut)
                let shown = (0..<lines.count).map { lines[$0] }
                #expect(Array(shown.prefix(settled.count)) == settled, "\(cuts)")
                settled = Array(shown.prefix(lines.settledCount))
            }
            lines.setStreaming(false)
            var whole = MarkdownLines(width: width, theme: .standard)
            whole.append(Self.reply)
            #expect((0..<lines.count).map { lines[$0] } == (0..<whole.count).map { whole[$0] })
            #expect(lines.footnotes == whole.footnotes && whole.footnotes == ["https://a.example", "https://b.example"])
        }
    }
}
