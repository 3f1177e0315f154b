import Foundation
import Testing
import FeedParsing

/// Plain text content keeps its lines: it reaches the app as HTML that renders to the same text.
@Suite struct PlainTextContentTests {
    @Test func jsonContentTextKeepsItsLineBreaks() throws {
        let feed = try parseFeed(#"""
            {"version": "https://jsonfeed.org/version/1.1", "items": [
              {"id": "1", "content_text": "first line\nsecond line\n\nnew <paragraph> & more", "summary": "a\nb"},
              {"id": "2", "content_html": "<p>html</p>\n<p>wins</p>", "content_text": "ignored"}]}
            """#)
        let first = try #require(feed.items.first)
        #expect(first.content == "first line<br>second line<br><br>new &lt;paragraph&gt; &amp; more")
        #expect(renderHTML(first.content).text == "first line\nsecond line\n\nnew <paragraph> & more")
        #expect(renderHTML(first.summary).text == "a\nb")
        #expect(feed.items[1].content == "<p>html</p>\n<p>wins</p>")
    }

    @Test func atomTextContentKeepsItsLineBreaksAndHTMLContentIsHTML() throws {
        let feed = try parseFeed("""
            <feed xmlns="http://www.w3.org/2005/Atom"><entry>
              <summary>one &lt;b&gt;
            two</summary>
              <content type="html">&lt;p&gt;one
            two&lt;/p&gt;</content>
            </entry></feed>
            """)
        let item = try #require(feed.items.first)
        #expect(renderHTML(item.summary).text == "one <b>\ntwo")
        #expect(renderHTML(item.content).text == "one two")
    }
}
