import Foundation
import Testing
import FeedParsing

@Suite struct RSSMarkupTests {
    @Test func htmlWrittenStraightIntoTheXMLIsKeptAsMarkup() throws {
        let feed = try parseFeed("""
            <rss version="2.0"><channel><item>
              <description><p>Hello <a href="http://e.org/?a=1&amp;b=2">there</a></p></description>
            </item></channel></rss>
            """)
        #expect(feed.items.first?.summary == #"<p>Hello <a href="http://e.org/?a=1&amp;b=2">there</a></p>"#)
    }

    @Test func aBlankLineBeforeTheDeclarationIsForgiven() throws {
        #expect(try parseFeed("\n  <?xml version=\"1.0\"?><rss><channel><title>T</title></channel></rss>").title == "T")
    }
}
