import Foundation
import Testing
import FeedParsing

@Suite struct RSS20Tests {
    @Test func readsChannelAndItems() throws {
        let feed = try parseFeed(Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <rss version="2.0"><channel>
              <title>Example &amp; Co</title><link>https://example.com/</link>
              <item>
                <title>First</title><link>https://example.com/1</link>
                <guid isPermaLink="false">id-1</guid>
                <description><![CDATA[<p>Hello <b>world</b></p>]]></description>
                <pubDate>Tue, 10 Jun 2003 04:00:00 GMT</pubDate>
              </item>
            </channel></rss>
            """.utf8))
        #expect(feed.title == "Example & Co")
        #expect(feed.link == "https://example.com/")
        let item = try #require(feed.items.first)
        #expect(item.title == "First")
        #expect(item.link == "https://example.com/1")
        #expect(item.guid == "id-1")
        #expect(item.summary == "<p>Hello <b>world</b></p>")
        #expect(item.published == Date(timeIntervalSince1970: 1_055_217_600))
    }

    /// Found by DocumentMutationPropertyTests: a damaged `<channel>` tag read every item twice.
    @Test func itemsWithoutAChannelAreReadOnce() throws {
        let rss = try parseFeed("<rss version=\"2.0\"><title>T</title><item><title>a</title></item></rss>")
        #expect(rss.items.map(\.title) == ["a"])
        let rdf = try parseFeed(#"<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/"><item><title>b</title></item></rdf:RDF>"#)
        #expect(rdf.items.map(\.title) == ["b"])
    }
}
