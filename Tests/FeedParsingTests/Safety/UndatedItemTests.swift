import Foundation
import Testing
import FeedParsing

@Suite struct UndatedItemTests {
    @Test func anItemWithoutAReadableDateIsKept() throws {
        let feed = try parseFeed("""
            <rss version="2.0"><channel>
              <item><title>No date</title></item>
              <item><title>Bad date</title><pubDate>sometime last week</pubDate></item>
              <item><title>Dated</title><pubDate>Mon, 01 Jan 2024 00:00:00 GMT</pubDate></item>
            </channel></rss>
            """)
        #expect(feed.items.map(\.title) == ["No date", "Bad date", "Dated"])
        #expect(feed.items.map(\.published) == [nil, nil, utc("2024-01-01T00:00:00Z")])
    }

    /// Year 0000 is out of range: the item is undated, the rest of the feed as it was.
    @Test(arguments: [
        """
        <rss version="2.0"><channel>
          <item><title>Zero</title><pubDate>Sat, 01 Jan 0000 00:00:00 GMT</pubDate></item>
          <item><title>Dated</title><pubDate>Mon, 01 Jan 2024 00:00:00 GMT</pubDate></item>
        </channel></rss>
        """,
        """
        <feed xmlns="http://www.w3.org/2005/Atom">
          <entry><title>Zero</title><id>z</id><updated>0000-01-01T00:00:00Z</updated></entry>
          <entry><title>Dated</title><id>d</id><updated>2024-01-01T00:00:00Z</updated></entry>
        </feed>
        """,
    ])
    func anItemDatedYearZeroIsKeptUndated(_ document: String) throws {
        let feed = try parseFeed(document)
        #expect(feed.items.map(\.title) == ["Zero", "Dated"])
        #expect(feed.items.map(\.published) == [nil, utc("2024-01-01T00:00:00Z")])
        #expect(feed.items[0].updated == nil)
    }
}
