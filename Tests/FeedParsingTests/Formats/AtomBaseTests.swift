import Foundation
import Testing
import FeedParsing

@Suite struct AtomBaseTests {
    @Test func linksRelativeToXMLBaseComeOutAbsolute() throws {
        let feed = try parseFeed("""
            <feed xmlns="http://www.w3.org/2005/Atom" xml:base="https://example.org/blog/">
              <link href="./"/>
              <entry xml:base="posts/"><link href="one.html"/><link rel="enclosure" href="/media/one.mp3"/></entry>
              <entry><link href="https://other.example/two"/></entry>
            </feed>
            """)
        #expect(feed.link == "https://example.org/blog/")
        #expect(feed.items.map(\.link) == ["https://example.org/blog/posts/one.html", "https://other.example/two"])
        #expect(feed.items.first?.enclosures == ["https://example.org/media/one.mp3"])
    }

    /// The links inside a summary or content are resolved later, against this base.
    @Test func summaryAndContentTellTheBaseInEffectInsideThem() throws {
        let feed = try parseFeed("""
            <feed xmlns="http://www.w3.org/2005/Atom" xml:base="http://base.example.org/dir/">
              <entry><content type="html">&lt;a href="../other.html"&gt;o&lt;/a&gt;</content></entry>
              <entry xml:base="/entry/"><summary xml:base="sum/">s</summary><content xml:base="https://c.example/">c</content></entry>
            </feed>
            """)
        #expect(feed.items.map(\.contentBase) == ["http://base.example.org/dir/", "https://c.example/"])
        #expect(feed.items.map(\.summaryBase) == ["", "http://base.example.org/entry/sum/"])
    }

    @Test func withoutXMLBaseALinkStaysAsWritten() throws {
        let feed = try parseFeed("<feed xmlns=\"http://www.w3.org/2005/Atom\"><entry><link href=\"/p/1\"/></entry></feed>")
        #expect(feed.items.first?.link == "/p/1")
    }
}
