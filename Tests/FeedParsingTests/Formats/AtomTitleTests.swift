import Foundation
import Testing
import FeedParsing

/// Titles are plain text: an Atom title written in HTML or XHTML comes out as the text it shows.
@Suite struct AtomTitleTests {
    @Test func htmlFeedAndEntryTitlesAreTheirText() throws {
        let feed = try parseFeed("""
            <feed xmlns="http://www.w3.org/2005/Atom">
              <title type="html">Atom &lt;b&gt;Base&lt;/b&gt; &amp;amp; co</title>
              <entry><title type="html">&lt;a href="/x"&gt;Caf&amp;eacute;&lt;/a&gt;&lt;br&gt;menu</title></entry>
            </feed>
            """)
        #expect(feed.title == "Atom Base & co")
        #expect(feed.items.map(\.title) == ["Café menu"], "no link marker, a line break is a space")
    }

    /// Escaped twice, the markup is text after one decoding, as every HTML reader shows it.
    @Test func markupEscapedTwiceIsShownAsText() throws {
        let feed = try parseFeed("""
            <feed xmlns="http://www.w3.org/2005/Atom"><title type="html">Atom &amp;lt;b&amp;gt;Base&amp;lt;/b&amp;gt;</title></feed>
            """)
        #expect(feed.title == "Atom <b>Base</b>")
    }

    @Test func xhtmlFeedAndEntryTitlesAreTheirText() throws {
        let feed = try parseFeed("""
            <feed xmlns="http://www.w3.org/2005/Atom">
              <title type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml">Feed <i>in</i> XHTML</div></title>
              <entry><title type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml">XHTML <b>title</b> &amp;lt;</div></title></entry>
            </feed>
            """)
        #expect(feed.title == "Feed in XHTML")
        #expect(feed.items.map(\.title) == ["XHTML title &lt;"])
    }

    @Test func textTitlesAndRSSTitlesStayAsWritten() throws {
        let atom = try parseFeed("""
            <feed xmlns="http://www.w3.org/2005/Atom"><title>Tags &lt;b&gt; &amp;amp;</title></feed>
            """)
        #expect(atom.title == "Tags <b> &amp;")
        let rss = try parseFeed("<rss version=\"2.0\"><channel><title>Tags &lt;b&gt;</title></channel></rss>")
        #expect(rss.title == "Tags <b>")
    }
}
