import Foundation
import Testing
import FeedParsing

@Suite struct RSS09xTests {
    @Test(arguments: ["0.91", "0.92"])
    func readsChannelAndItems(version: String) throws {
        let feed = try parseFeed("""
            <?xml version="1.0"?>
            <rss version="\(version)"><channel>
              <title>Old &amp; Plain</title><link>http://example.org/</link>
              <description>An old feed</description>
              <item><title>One</title><link>http://example.org/1</link>
                <description>&lt;b&gt;bold&lt;/b&gt; text</description></item>
              <item><title>Two</title><description>second</description></item>
            </channel></rss>
            """)
        #expect(feed.title == "Old & Plain")
        #expect(feed.link == "http://example.org/")
        #expect(feed.items.map(\.title) == ["One", "Two"])
        #expect(feed.items[0].link == "http://example.org/1")
        #expect(feed.items[0].summary == "<b>bold</b> text")
        #expect(feed.items[1].published == nil)
    }
}
