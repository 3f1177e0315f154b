import Foundation
import Testing
import FeedParsing

@Suite struct AtomTests {
    @Test func readsAtom10() throws {
        let feed = try parseFeed("""
            <?xml version="1.0" encoding="utf-8"?>
            <feed xmlns="http://www.w3.org/2005/Atom">
              <title type="text">Atom Site</title>
              <link rel="self" href="http://example.org/feed.atom"/>
              <link rel="alternate" type="text/html" href="http://example.org/"/>
              <author><name>Feed Author</name></author>
              <entry>
                <title type="html">A &lt;i&gt;first&lt;/i&gt; entry</title>
                <link href="http://example.org/1"/>
                <link rel="enclosure" type="audio/mpeg" href="http://example.org/1.mp3"/>
                <id>urn:uuid:1</id>
                <updated>2024-05-06T07:08:09Z</updated>
                <published>2024-05-01T00:00:00-02:00</published>
                <summary>Short</summary>
                <content type="html">&lt;p&gt;Long&lt;/p&gt;</content>
                <author><name>Entry Author</name></author>
              </entry>
              <entry><title>Second</title><id>urn:uuid:2</id><updated>2024-05-07T00:00:00Z</updated></entry>
            </feed>
            """)
        #expect(feed.title == "Atom Site")
        #expect(feed.link == "http://example.org/")
        let first = try #require(feed.items.first)
        #expect(first.title == "A first entry", "an HTML title is shown as its text")
        #expect(first.link == "http://example.org/1")
        #expect(first.guid == "urn:uuid:1")
        #expect(first.summary == "Short")
        #expect(first.content == "<p>Long</p>")
        #expect(first.authorName == "Entry Author")
        #expect(first.published == utc("2024-05-01T02:00:00Z"))
        #expect(first.updated == utc("2024-05-06T07:08:09Z"))
        #expect(first.enclosures == ["http://example.org/1.mp3"])
        let second = feed.items[1]
        #expect(second.authorName == "Feed Author", "an entry without an author has the feed's")
        #expect(second.published == utc("2024-05-07T00:00:00Z"), "published falls back to updated")
    }

    @Test func xhtmlContentIsWrittenBackAsMarkup() throws {
        let feed = try parseFeed("""
            <feed xmlns="http://www.w3.org/2005/Atom"><entry>
              <content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>Hello <b class="x">bold</b> &amp; <a href="http://e.org/?a=1&amp;b=2">link</a><br/></p></div></content>
            </entry></feed>
            """)
        #expect(feed.items.first?.content
            == #"<p>Hello <b class="x">bold</b> &amp; <a href="http://e.org/?a=1&amp;b=2">link</a><br/></p>"#)
    }

    @Test func readsAtom03() throws {
        let feed = try parseFeed("""
            <feed version="0.3" xmlns="http://purl.org/atom/ns#">
              <title>Old Atom</title>
              <link rel="alternate" type="text/html" href="http://example.org/"/>
              <entry>
                <title>Entry</title><link rel="alternate" href="http://example.org/e"/>
                <id>tag:example.org,2004:1</id>
                <issued>2004-01-01T12:00:00Z</issued><modified>2004-01-02T12:00:00Z</modified>
                <content type="text/html" mode="escaped">&lt;p&gt;escaped&lt;/p&gt;</content>
                <summary type="text/plain" mode="base64">YmFzZSA2NA==</summary>
              </entry>
            </feed>
            """)
        #expect(feed.title == "Old Atom")
        #expect(feed.link == "http://example.org/")
        let item = try #require(feed.items.first)
        #expect(item.link == "http://example.org/e")
        #expect(item.guid == "tag:example.org,2004:1")
        #expect(item.published == utc("2004-01-01T12:00:00Z"))
        #expect(item.updated == utc("2004-01-02T12:00:00Z"))
        #expect(item.content == "<p>escaped</p>")
        #expect(item.summary == "base 64")
    }
}
