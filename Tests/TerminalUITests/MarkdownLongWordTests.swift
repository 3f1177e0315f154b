import Testing
@testable import TerminalUI

/// A reply's very long line without spaces is cut into segments (`LineSegments`), each decoded
/// on its own: no cut may split an entity reference, whether the line comes at once or in pieces.
@Suite("Markdown: very long words")
struct MarkdownLongWordTests: MarkdownLayoutChecks {
    let theme = Theme.standard

    /// `text` as it streams in pieces of `pieceLength` characters, then ended.
    private func streamedInPieces(_ text: String, width: Int, pieceLength: Int) -> MarkdownLines {
        var lines = MarkdownLines(width: width, theme: theme)
        lines.setStreaming(true)
        var start = text.startIndex
        while start < text.endIndex {
            let end = text.index(start, offsetBy: pieceLength, limitedBy: text.endIndex) ?? text.endIndex
            lines.append(String(text[start..<end]))
            start = end
        }
        lines.setStreaming(false)
        return lines
    }

    @Test func fiftyThousandAmpersandReferencesWithoutASpaceShowAsAmpersandsOnly() {
        let reply = String(repeating: "&amp;", count: 50_000)
        for lines in [laidOut(reply, width: 98), streamedInPieces(reply, width: 98, pieceLength: 4_000)] {
            let shown = rows(lines).joined()
            #expect(shown.allSatisfy { $0 == "&" }, "no reference is shown split, as `&am` and `p;`")
            #expect(shown.count == 50_000)
        }
    }

    @Test func aLongAddressWithReferencesShowsDecodedWhole() {
        let query = (0..<400).map { "key\($0)=value&amp;" }.joined()
        let reply = "See https://example.com/search?" + query + "end=1 for the list."
        let decoded = reply.replacingOccurrences(of: "&amp;", with: "&")
        for lines in [laidOut(reply, width: 80), streamedInPieces(reply, width: 80, pieceLength: 4_000)] {
            #expect(rows(lines).joined().filter { $0 != " " } == decoded.filter { $0 != " " })
            #expect(!rows(lines).joined().contains("amp;"))
        }
    }
}
