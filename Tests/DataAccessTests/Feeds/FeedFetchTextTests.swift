import Domain
import Foundation
import TestHTTPServer
import Testing

extension FeedFetchSuites {
    /// What an item's HTML and hostile text become on the way from the server to the Domain.
    @Suite("Fetching a feed: item text")
    struct FeedFetchTextTests {
        static let rssWithLinks = """
            <?xml version="1.0"?>
            <rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel><title>L</title>
            <item><guid>g</guid>
            <description><![CDATA[<p>Short <a href="https://b/">b</a>, <a href="https://s/">s</a>.</p>]]></description>
            <content:encoded><![CDATA[<p>Body <a href="https://a/">a</a>.</p><p>And <a href="https://b/">b</a>.</p>]]></content:encoded>
            </item></channel></rss>
            """

        /// A JSON Feed may carry any character escaped; this title carries a screen-clearing sequence.
        static let jsonWithEscape = #"""
            {"version": "https://jsonfeed.org/version/1.1", "title": "Evil\u001b[2J\u001b]0;pwned\u0007 feed",
             "items": [{"id": "1", "title": "T\u009b31m", "content_text": "one\r\ntwo"}]}
            """#

        @Test("content and summary are text with [N] markers that name the same links")
        func links() async throws {
            let outcome = try await FeedFetching.outcome(serving: .feed(Self.rssWithLinks))
            let item = try #require(outcome.feed?.items.first)
            #expect(item.contentText == "Body a[1].\n\nAnd b[2].")
            #expect(item.summaryText == "Short b[2], s[3].")
            #expect(item.links == ["https://a/", "https://b/", "https://s/"])
        }

        @Test("escape sequences and control characters never reach the Domain")
        func hostileText() async throws {
            let outcome = try await FeedFetching.outcome(serving: .feed(Self.jsonWithEscape, contentType: "application/feed+json"))
            let feed = try #require(outcome.feed)
            #expect(feed.title == "Evil feed")
            #expect(feed.items.first?.title == "T")
            #expect(feed.items.first?.contentText.contains("\u{1B}") == false)
        }
    }
}
