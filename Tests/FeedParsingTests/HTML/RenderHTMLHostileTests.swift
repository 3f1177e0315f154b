import Foundation
import Testing
import FeedParsing

/// Hostile input: kept as text, never a crash, linear time and no recursion on nesting. One test
/// at a time: the large inputs would otherwise take both cores from the other suites' timings.
@Suite(.serialized) struct RenderHTMLHostileTests {
    @Test func escapeSequencesAndBidiControlsAreKeptAsText() {
        let hostile = "\u{1B}[2J\u{1B}]52;c;ZXZpbA==\u{07}\u{9B}31m\u{202E}txt\u{0}"
        #expect(renderHTML("<p>\(hostile)</p>").text == hostile)
        #expect(renderHTML("<a href=\"\u{1B}[2J\">x</a>").links == ["\u{1B}[2J"])
    }

    @Test(arguments: [
        ("div", "deep\n\nafter"),
        ("span", "deepafter"),
        ("p", "deep\n\nafter"),
        ("blockquote", String(repeating: " ", count: 16) + "deep\n\nafter"),
        ("pre", "deep\n\nafter"),
        ("table", "deep\n\nafter"),
        ("template", "after"),
        ("svg", "after"),
        ("script", "after"),
    ])
    func tenThousandNestedElements(name: String, text: String) {
        let html = String(repeating: "<\(name)>", count: 10_000) + "deep" + String(repeating: "</\(name)>", count: 10_000) + "after"
        #expect(renderHTML(html).text == text)
    }

    @Test func tenThousandNestedLinksEachCloseThePreviousOne() {
        let html = String(repeating: "<a href=x>", count: 10_000) + "deep" + String(repeating: "</a>", count: 10_000)
        #expect(renderHTML(html) == RenderedHTML(text: String(repeating: "[1]", count: 9_999) + "deep[1]", links: ["x"]))
    }

    @Test func tenThousandNestedListsStayWithinEightLevels() {
        let html = String(repeating: "<ul><li>x", count: 10_000)
        let lines = renderHTML(html).text.split(separator: "\n")
        #expect(lines.first == "• x")
        #expect(lines.allSatisfy { $0.count <= 19 })
    }

    /// A table of 10,000 rows keeps 1,000 and a last row of "…"; one of 1,000 columns keeps 40
    /// and a last column of "…". Each in linear time (loose bounds: a debug build).
    @Test func aTableOfTenThousandRowsIsCut() {
        let html = "<table>" + String(repeating: "<tr><td>a</td><td>b</td></tr>", count: 10_000) + "</table>"
        var rendered = RenderedHTML(text: "", links: [])
        let time = ContinuousClock().measure { rendered = renderHTML(html) }
        let lines = rendered.text.split(separator: "\n")
        #expect(lines.count == 2 + 1_000 + 1)
        #expect(lines.last == "| … | … |")
        #expect(time < .seconds(10))
    }

    @Test func aTableOfAThousandColumnsIsCut() {
        let row = "<tr>" + String(repeating: "<td>x", count: 1_000) + "</tr>"
        var rendered = RenderedHTML(text: "", links: [])
        let time = ContinuousClock().measure { rendered = renderHTML("<table>" + String(repeating: row, count: 100) + "</table>") }
        let lines = rendered.text.split(separator: "\n")
        #expect(lines.count == 2 + 100)
        #expect(lines.last.map(String.init) == "| " + Array(repeating: "x", count: 40).joined(separator: " | ") + " | … |")
        #expect(time < .seconds(10))
    }

    /// A table of 2,000 rows of 1,000 cells each (10 MB, as large as a feed may be): what is
    /// kept stays bounded.
    @Test func aTableOfThousandsOfRowsAndColumnsIsCut() {
        let row = "<tr>" + String(repeating: "<td>x", count: 1_000)
        let html = "<table>" + String(repeating: row, count: 2_000)
        var rendered = RenderedHTML(text: "", links: [])
        let time = ContinuousClock().measure { rendered = renderHTML(html) }
        #expect(rendered.text.utf8.count < 200_000)
        #expect(rendered.text.hasSuffix("| … | … |"))
        #expect(time < .seconds(30))
    }

    /// 10 MB of feed HTML: linear time. Debug builds are slow, so the bounds are loose: a
    /// quadratic reading of any input here would take hours.
    @Test func tenMegabytesInLinearTime() {
        let unit = "<p>Hello <b>world</b> &amp; <a href=\"https://example.com/\">link</a> &#x1F600;</p>"
        #expect(Self.timeToRender(unit, megabytes: 10) < .seconds(30))
    }

    /// The ways to stop the reader at every byte, 2 MB of each.
    @Test(arguments: [
        "<", "&", "&#", "&amp", "<a ", "<a b", "<!--", "-->", "<ul><li>", "</ul>", "<br>", "</", "x y  ", "<li>", "</a>",
        "<table>", "<td>x", "<tr><td>x", "<table><tr><td>x", "</table>", "<caption>x",
    ])
    func pathologicalInputInLinearTime(unit: String) {
        #expect(Self.timeToRender(unit, megabytes: 2) < .seconds(10), "\(unit)")
    }

    private static func timeToRender(_ unit: String, megabytes: Int) -> Duration {
        let html = String(repeating: unit, count: megabytes * 1_000_000 / unit.utf8.count)
        return ContinuousClock().measure { _ = renderHTML(html) }
    }

    @Test func manyAttributesInLinearTime() {
        let html = "<a " + String(repeating: "b c=d ", count: 1_000_000) + "href=x>t</a>"
        let clock = ContinuousClock()
        let elapsed = clock.measure { _ = renderHTML(html) }
        #expect(elapsed < .seconds(30), "\(elapsed)")
    }

    @Test func rawTextCutOffEverywhereInLinearTime() {
        let html = "<script>" + String(repeating: "</scrip", count: 1_000_000)
        #expect(renderHTML(html + "t>after").text == "after")
    }
}
