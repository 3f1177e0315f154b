import Foundation
import Testing
import FeedParsing

/// Tables of data as pipe tables (which the reader draws as grids), layout tables as flat lines.
@Suite struct RenderHTMLTableTests {
    @Test(arguments: [
        // A header row of <th>, or the <thead>'s first row.
        ("<table><tr><th>A</th><th>B</th></tr><tr><td>1</td><td>2</td></tr></table>", "| A | B |\n| --- | --- |\n| 1 | 2 |"),
        ("<table><thead><tr><td>A<td>B</thead><tbody><tr><td>1<td>2</tbody></table>", "| A | B |\n| --- | --- |\n| 1 | 2 |"),
        // No header: a header row of empty cells.
        ("<table><tr><td>a</td><td>b</td></tr><tr><td>c</td><td>d</td></tr></table>", "|  |  |\n| --- | --- |\n| a | b |\n| c | d |"),
        // Only the first row is a header; a row header (<th> first in a body row) is a cell.
        ("<table><tr><th>K<th>V<tr><th>x<td>1</table>", "| K | V |\n| --- | --- |\n| x | 1 |"),
        // The caption is the line above; the table is a block of its own.
        ("<p>Before</p><table><caption>Prices</caption><tr><th>A<th>B<tr><td>1<td>2</table><p>After</p>",
         "Before\n\nPrices\n| A | B |\n| --- | --- |\n| 1 | 2 |\n\nAfter"),
        // A link left open before the caption is numbered after its own text, not the caption's
        // (text outside the cells leaves the table flat).
        ("<table><a href=x>see<caption>Prices</caption><tr><th>A<th>B<tr><td>1<td>2</table>",
         "see[1]\n\nPrices\n\nA | B\n\n1 | 2"),
        // Cells on one line, their | and \ escaped, links numbered as everywhere.
        ("<table><tr><th>A<th>B<tr><td><p>one</p><p>two</p><td>a|b\\c <a href=x>x</a></table>",
         "| A | B |\n| --- | --- |\n| one two | a\\|b\\\\c x[1] |"),
    ])
    func dataTablesArePipeTables(html: String, text: String) {
        #expect(renderHTML(html).text == text)
    }

    @Test(arguments: [
        // colspan: the first column takes the text, the others stay empty.
        ("<table><tr><th>A<th>B<th>C<tr><td colspan=2>wide<td>c<tr><td>1<td>2<td>3</table>",
         "| A | B | C |\n| --- | --- | --- |\n| wide |  | c |\n| 1 | 2 | 3 |"),
        // rowspan: the rows below leave its column empty, their cells move right of it.
        ("<table><tr><th>A<th>B<th>C<tr><td rowspan=2>tall<td>b<td>c<tr><td>2<td>3</table>",
         "| A | B | C |\n| --- | --- | --- |\n| tall | b | c |\n|  | 2 | 3 |"),
        // Spans out of bounds and garbage are bounded (to the 40 columns kept: y is past them,
        // and a column of "…" says so) or read as 1.
        ("<table><tr><td colspan=99999999>x<td>y<tr><td rowspan=-3>1<td colspan=abc>2</table>",
         "|  |  |  |\n| --- | --- | --- |\n| x |  | … |\n| 1 | 2 | … |"),
        // Rows shorter than the longest are padded; empty rows and empty columns are left out.
        ("<table><tr><td>a<td><td>b<tr><td>&nbsp;<td><tr><td>c</table>", "|  |  |\n| --- | --- |\n| a | b |\n| c |  |"),
    ])
    func spansKeepTheColumnsAligned(html: String, text: String) {
        #expect(renderHTML(html).text == text)
    }

    @Test(arguments: [
        // One column, one row, a long cell, role=presentation: a page's layout, flat lines.
        ("<table><tr><td>Only</td></tr><tr><td>Two</td></tr></table>", "Only\n\nTwo"),
        ("<table><tr><td></td><td>Only</td></tr></table>", "Only"),
        ("<table><tr><td>a<td>b</table>", "a | b"),
        ("<table role=presentation><tr><td>a<td>b<tr><td>c<td>d</table>", "a | b\n\nc | d"),
        ("<table><tr><td>a<td>" + String(repeating: "word ", count: 50) + "<tr><td>c<td>d</table>",
         "a | " + String(repeating: "word ", count: 49) + "word\n\nc | d"),
        // Text outside the cells.
        ("<table>stray<tr><td>a<td>b<tr><td>c<td>d</table>", "stray\n\na | b\n\nc | d"),
    ])
    func layoutTablesStayFlat(html: String, text: String) {
        #expect(renderHTML(html).text == text)
    }

    @Test func aTableHoldingAnotherIsFlatAndTheInnerOneAGrid() {
        let inner = "<table><tr><th>K<th>V<tr><td>x<td>1</table>"
        let html = "<table><tr><td>Menu<td>\(inner)</table>"
        #expect(renderHTML(html).text == "Menu\n\n| K | V |\n| --- | --- |\n| x | 1 |")
    }

    @Test func aTableInAQuoteOrAListItemKeepsItsIndentation() {
        let table = "<table><tr><th>A<th>B<tr><td>1<td>2</table>"
        #expect(renderHTML("<blockquote>\(table)</blockquote>").text == "  | A | B |\n  | --- | --- |\n  | 1 | 2 |")
        #expect(renderHTML("<ul><li>\(table)</li></ul>").text == "• | A | B |\n  | --- | --- |\n  | 1 | 2 |")
        #expect(renderHTML("<ul><li>Item\(table)</li></ul>").text == "• Item\n\n  | A | B |\n  | --- | --- |\n  | 1 | 2 |")
    }

    @Test func aTableLeftOpenIsWrittenAtTheEnd() {
        #expect(renderHTML("<table><tr><th>A<th>B<tr><td>1<td>2").text == "| A | B |\n| --- | --- |\n| 1 | 2 |")
    }

    @Test func aTitleKeepsItsTablesFlat() throws {
        let feed = "<feed xmlns=\"http://www.w3.org/2005/Atom\"><entry><title type=\"html\">"
            + "&lt;table>&lt;tr>&lt;td>a&lt;td>b&lt;tr>&lt;td>c&lt;td>d&lt;/table></title></entry></feed>"
        let parsed = try parseFeed(Data(feed.utf8))
        #expect(parsed.items.first?.title == "a | b c | d")
    }
}
