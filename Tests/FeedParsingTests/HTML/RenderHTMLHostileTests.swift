import Foundation
import Testing
import FeedParsing

/// Hostile input: kept as text, never a crash, linear time and no recursion on nesting.
@Suite struct RenderHTMLHostileTests {
    @Test func escapeSequencesAndBidiControlsAreKeptAsText() {
        let hostile = "\u{1B}[2J\u{1B}]52;c;ZXZpbA==\u{07}\u{9B}31m\u{202E}txt\u{0}"
        #expect(renderHTML("<p>\(hostile)</p>").text == hostile)
        #expect(renderHTML("<a href=\"\u{1B}[2J\">x</a>").links == ["\u{1B}[2J"])
    }

    @Test(arguments: ["div", "ul", "ol", "li", "blockquote", "pre", "a href=x", "span", "b", "p", "table", "template", "svg"])
    func tenThousandNestedElements(element: String) {
        let name = String(element.prefix { $0 != " " })
        let html = String(repeating: "<\(element)>", count: 10_000) + "deep" + String(repeating: "</\(name)>", count: 10_000) + "after"
        let text = renderHTML(html).text
        #expect(text.hasSuffix("after"))
        #expect(text.split(separator: "\n").allSatisfy { $0.count < 40 || !$0.hasPrefix(String(repeating: " ", count: 17)) })
    }

    @Test func tenThousandNestedListsStayWithinEightLevels() {
        let html = String(repeating: "<ul><li>x", count: 10_000)
        let lines = renderHTML(html).text.split(separator: "\n")
        #expect(lines.first == "• x")
        #expect(lines.allSatisfy { $0.count <= 19 })
    }

    /// 10 MB of each: linear time. Debug builds are slow, so the bound is loose: a quadratic
    /// reading of any of these would take hours.
    @Test(arguments: [
        "<p>Hello <b>world</b> &amp; <a href=\"https://example.com/\(0)\">link</a> &#x1F600;</p>",
        "<", "&", "&#", "&amp", "<a ", "<!--", "-->", "<a b", "<ul><li>", "</ul>", "<br>", "</", "x y  ",
    ])
    func tenMegabytesInLinearTime(unit: String) {
        let html = String(repeating: unit, count: 10_000_000 / unit.utf8.count)
        let clock = ContinuousClock()
        let elapsed = clock.measure { _ = renderHTML(html) }
        #expect(elapsed < .seconds(30), "\(unit): \(elapsed)")
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
