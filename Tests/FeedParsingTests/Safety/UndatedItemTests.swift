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
}
