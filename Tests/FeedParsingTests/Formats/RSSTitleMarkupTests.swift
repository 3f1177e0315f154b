import Foundation
import Testing
import FeedParsing

/// RSS titles are plain text, but publishing systems often write HTML in them: what a reader
/// shows is the text, as feedparser and browsers show it, unless the title is plainly text.
@Suite struct RSSTitleMarkupTests {
    private func titles(_ items: String, channel: String = "News") throws -> (feed: String, items: [String]) {
        let feed = try parseFeed("<rss version=\"2.0\"><channel><title>\(channel)</title>\(items)</channel></rss>")
        return (feed.title, feed.items.map(\.title))
    }

    @Test("markup in a title, in CDATA or escaped, is read as HTML: the text it shows")
    func markupIsRead() throws {
        let read = try titles("""
            <item><title><![CDATA[<b>Bold</b> in CDATA &amp; more]]></title></item>
            <item><title>&lt;em&gt;Emph&lt;/em&gt; escaped</title></item>
            <item><title>Caf&amp;eacute; &amp;amp; bar</title></item>
            <item><title><![CDATA[Line<br>break and <a href="/x">a link</a>]]></title></item>
            """, channel: "<![CDATA[The <i>Daily</i>]]>")
        #expect(read.items == ["Bold in CDATA & more", "Emph escaped", "Café & bar", "Line break and a link"])
        #expect(read.feed == "The Daily")
    }

    @Test("a title that is plainly text stays as written: brackets and ampersands are words")
    func plainTextStays() throws {
        let read = try titles("""
            <item><title>Why &lt;div&gt; beats &lt;span&gt;</title></item>
            <item><title>AT&amp;T and R&amp;D; Q&amp;A</title></item>
            <item><title>1 &lt; 2 &amp;&amp; 3 &gt; 2</title></item>
            <item><title>Fish &amp; chips; peas</title></item>
            """)
        #expect(read.items == ["Why <div> beats <span>", "AT&T and R&D; Q&A", "1 < 2 && 3 > 2", "Fish & chips; peas"])
    }
}
