import PropertyBased
import Testing
import FeedParsing

/// Properties over random text and random HTML.
@Suite struct RenderHTMLPropertyTests {
    static let plainCharacters: [Character] = [
        "a", "b", "Z", "0", ".", ",", ">", "\"", "'", "é", "日", "😀", "\u{1B}", " ", " ", "\t", "\n", "\r", "\u{0C}",
    ]
    static let plainText = Gen<Character?>.element(of: plainCharacters).map { $0 ?? "a" }.string(of: 0...80)

    static let htmlPieces: [String] = [
        "<p>", "</p>", "<br>", "<div>", "</div>", "<ul>", "</ul>", "<ol start=3>", "</ol>", "<li>", "</li>",
        "<blockquote>", "</blockquote>", "<pre>", "</pre>", "<a href=x>", "<a href='y'>", "</a>", "<img alt=i>",
        "<b>", "</b>", "<hr>", "<table>", "<tr>", "<td>", "</td>", "<script>", "</script>", "<!--", "-->",
        " ", "  ", "\n", "\t", "&nbsp;", "&amp;", "&#x41;", "&bogus", "<", ">", "word", "two words", " x ",
    ]
    static let html = Gen<String?>.element(of: htmlPieces).map { $0 ?? "" }.array(of: 0...40).map { $0.joined() }

    @Test func plainTextComesThroughWithOnlyWhitespaceCollapsed() async {
        await propertyCheck(count: 300, input: Self.plainText) { text in
            let words = text.utf8.split(whereSeparator: { [0x20, 0x09, 0x0A, 0x0C, 0x0D].contains($0) })
            let collapsed = words.map { String(decoding: $0, as: UTF8.self) }.joined(separator: " ")
            #expect(renderHTML(text) == RenderedHTML(text: collapsed, links: []))
        }
    }

    @Test func linesNeverEndWithSpacesAndTheTextHasNoBlankEdges() async {
        await propertyCheck(count: 500, input: Self.html) { html in
            let text = renderHTML(html).text
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.allSatisfy { $0.last != " " && $0.last != "\u{A0}" }, "\(html)")
            #expect(lines.first?.isEmpty != true || text.isEmpty, "\(html)")
            #expect(lines.last?.isEmpty != true || text.isEmpty, "\(html)")
        }
    }

    @Test func everyMarkerNamesALink() async {
        await propertyCheck(count: 500, input: Self.html) { html in
            let rendered = renderHTML(html)
            for number in 1...max(rendered.links.count, 1) where number <= rendered.links.count {
                #expect(rendered.text.contains("[\(number)]"), "\(html)")
            }
            #expect(!rendered.text.contains("[\(rendered.links.count + 1)]"), "\(html)")
        }
    }
}
