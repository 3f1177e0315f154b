import Foundation
import Testing
import FeedParsing

@Suite struct RDFTests {
    @Test func readsRSS10() throws {
        let feed = try parseFeed("""
            <?xml version="1.0"?>
            <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"
                     xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/">
              <channel rdf:about="http://example.org/rss">
                <title>RDF Site</title><link>http://example.org/</link>
                <items><rdf:Seq><rdf:li rdf:resource="http://example.org/a"/></rdf:Seq></items>
              </channel>
              <item rdf:about="http://example.org/a">
                <title>A</title><link>http://example.org/a</link>
                <description>About A</description>
                <dc:creator>Ann Author</dc:creator>
                <dc:date>2024-03-01T10:00:00+01:00</dc:date>
              </item>
            </rdf:RDF>
            """)
        #expect(feed.title == "RDF Site")
        #expect(feed.link == "http://example.org/")
        let item = try #require(feed.items.first)
        #expect(feed.items.count == 1)
        #expect(item.title == "A")
        #expect(item.link == "http://example.org/a")
        #expect(item.summary == "About A")
        #expect(item.authorName == "Ann Author")
        #expect(item.published == utc("2024-03-01T09:00:00Z"))
    }
}
