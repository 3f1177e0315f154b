import Testing
import FeedParsing

/// Lists and quotes: markers, numbering, 2 spaces a level.
@Suite struct RenderHTMLNestingTests {
    @Test(arguments: [
        ("<ul><li>One</li><li>Two</li></ul>", "• One\n• Two"),
        ("<ol><li>One<li>Two<li>Three</ol>", "1. One\n2. Two\n3. Three"),
        ("<ol start=\"9\"><li>Nine</li><li>Ten</li></ol>", "9. Nine\n10. Ten"),
        ("<ol><li value=5>Five</li><li>Six</li></ol>", "5. Five\n6. Six"),
        ("<p>Intro</p><ul><li>Item</li></ul><p>Outro</p>", "Intro\n\n• Item\n\nOutro"),
        ("<ul><li>One<ul><li>Inner</li><li>Inner 2</li></ul></li><li>Two</li></ul>", "• One\n  • Inner\n  • Inner 2\n• Two"),
        ("<ul><li>A<ol><li>B<ul><li>C</li></ul></li></ol></li></ul>", "• A\n  1. B\n    • C"),
        ("<ul><li>Line one<br>line two</li></ul>", "• Line one\n  line two"),
        ("<ol><li>First<p>More</p></li></ol>", "1. First\n\n   More"),
        ("<ul><li>One<ul><li>Inner</li></ul>back</li></ul>", "• One\n  • Inner\n  back"),
        ("<li>Stray item</li>", "• Stray item"),
        ("<ul>\n  <li>\n    One\n  </li>\n  <li>Two</li>\n</ul>\n", "• One\n• Two"),
        ("<ol start=\"-2\"><li>a</li><li>b</li></ol>", "-2. a\n-1. b"),
        ("<ol start=99999999999999999999><li>a</li></ol>", "1. a"),
        ("<ul><li></li><li>Second</li></ul>", "• Second"),
    ])
    func lists(html: String, text: String) {
        #expect(renderHTML(html).text == text)
    }

    @Test(arguments: [
        ("<p>Said:</p><blockquote>Quoted</blockquote><p>Reply</p>", "Said:\n\n  Quoted\n\nReply"),
        ("<blockquote><p>One</p><p>Two</p></blockquote>", "  One\n\n  Two"),
        ("<blockquote>Outer<blockquote>Inner</blockquote>Outer again</blockquote>", "  Outer\n\n    Inner\n\n  Outer again"),
        ("<blockquote><ul><li>Quoted item</li></ul></blockquote>", "  • Quoted item"),
        ("<ul><li>Item<blockquote>Quote</blockquote></li></ul>", "• Item\n\n    Quote"),
    ])
    func quotes(html: String, text: String) {
        #expect(renderHTML(html).text == text)
    }

    @Test func indentationStopsAtEightLevels() {
        let html = String(repeating: "<blockquote>", count: 12) + "Deep"
        #expect(renderHTML(html).text == String(repeating: " ", count: 16) + "Deep")
        let lists = String(repeating: "<ul><li>x", count: 12)
        let lines = renderHTML(lists).text.split(separator: "\n")
        #expect(lines.count == 12)
        #expect(lines.last == Substring(String(repeating: " ", count: 16) + "• x"))
    }
}

extension RenderHTMLNestingTests {
    @Test func itemsOfParagraphsAreSeparatedByBlankLines() {
        let html = "<ul><li><p>One</p></li><li><p>Two</p><p>More</p></li></ul>"
        #expect(renderHTML(html).text == "• One\n\n• Two\n\n  More")
    }

    @Test func headContentIsDropped() {
        let html = #"<head><base href="/"><link rel=x href=y><meta name=a content=b><title>T</title></head>Body"#
        #expect(renderHTML(html) == RenderedHTML(text: "Body", links: []))
    }
}
