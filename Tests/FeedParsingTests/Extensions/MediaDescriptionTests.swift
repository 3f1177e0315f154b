import Foundation
import Testing
import FeedParsing

/// `media:description` is the text of an item that has no other (YouTube's entries, Media RSS photos).
@Suite struct MediaDescriptionTests {
    private static let media = "xmlns:media=\"http://search.yahoo.com/mrss/\""

    @Test func youTubeEntryReadsItsGroupDescriptionWithAddressesAsLinks() throws {
        let feed = try parseFeed("""
            <feed xmlns="http://www.w3.org/2005/Atom" \(Self.media)><title>Some Channel</title>
            <entry><title>How to build a terminal app</title><id>yt:video:abc123</id>
              <media:group><media:title>How to build a terminal app</media:title>
                <media:thumbnail url="https://i1.ytimg.com/vi/abc123/hqdefault.jpg"/>
                <media:description>In this video we build a terminal app &amp; more.
            Links: https://example.com/repo. And (see https://en.wikipedia.org/wiki/Ncurses_(library))</media:description>
              </media:group></entry></feed>
            """)
        let item = try #require(feed.items.first)
        let rendered = renderHTML(item.summary)
        #expect(rendered.text == """
            In this video we build a terminal app & more.
            Links: https://example.com/repo[1]. And (see https://en.wikipedia.org/wiki/Ncurses_(library)[2])
            """)
        #expect(rendered.links == ["https://example.com/repo", "https://en.wikipedia.org/wiki/Ncurses_(library)"])
        #expect(item.thumbnail == "https://i1.ytimg.com/vi/abc123/hqdefault.jpg")
    }

    @Test func mediaRSSPhotoCaptionIsTheTextOfAnItemWithoutOne() throws {
        let feed = try parseFeed("""
            <rss version="2.0" \(Self.media)><channel><title>Both</title>
            <item><title>Photo</title><media:content url="http://x/photo.jpg" medium="image">
              <media:description>A photo of the harbour at dawn</media:description></media:content></item>
            <item><title>Item level</title><media:description type="html">&lt;p&gt;In &lt;b&gt;HTML&lt;/b&gt;&lt;/p&gt;</media:description></item>
            </channel></rss>
            """)
        #expect(feed.items.map(\.summary) == ["A photo of the harbour at dawn", "<p>In <b>HTML</b></p>"])
    }

    @Test func aSummaryOrContentOfTheItemWins() throws {
        let feed = try parseFeed("""
            <rss version="2.0" \(Self.media) xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel><title>T</title>
            <item><description>Own summary</description><media:description>Caption</media:description></item>
            <item><content:encoded>Own content</content:encoded><media:description>Caption</media:description></item>
            </channel></rss>
            """)
        #expect(feed.items.map(\.summary) == ["Own summary", ""])
        #expect(feed.items.map(\.content) == ["", "Own content"])
    }
}
