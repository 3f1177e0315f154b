import Foundation
import Testing
import FeedParsing

@Suite struct RSSExtensionTests {
    private func item(_ body: String) throws -> ParsedItem {
        let feed = try parseFeed("""
            <rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/"
                 xmlns:content="http://purl.org/rss/1.0/modules/content/"
                 xmlns:media="http://search.yahoo.com/mrss/" xmlns:a="http://www.w3.org/2005/Atom"
                 xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd">
            <channel><title>T</title><item>\(body)</item></channel></rss>
            """)
        return try #require(feed.items.first)
    }

    @Test func dublinCoreCreatorAndDate() throws {
        let item = try item("<dc:creator>Dee Creator</dc:creator><dc:date>2023-07-08T09:10:11Z</dc:date>")
        #expect(item.authorName == "Dee Creator")
        #expect(item.published == utc("2023-07-08T09:10:11Z"))
    }

    @Test func pubDateWinsOverDublinCoreDate() throws {
        let item = try item("<pubDate>Sat, 08 Jul 2023 00:00:00 +0000</pubDate><dc:date>2020-01-01T00:00:00Z</dc:date>")
        #expect(item.published == utc("2023-07-08T00:00:00Z"))
    }

    @Test func contentEncodedKeepsItsHTML() throws {
        let item = try item("<description>short</description><content:encoded><![CDATA[<p>Full &amp; <em>rich</em></p>]]></content:encoded>")
        #expect(item.summary == "short")
        #expect(item.content == "<p>Full &amp; <em>rich</em></p>")
    }

    @Test func mediaThumbnailIsThePicture() throws {
        let item = try item("""
            <media:content url="http://e.org/video.mp4" type="video/mp4"/>
            <media:thumbnail url="http://e.org/thumb.jpg"/>
            """)
        #expect(item.thumbnail == "http://e.org/thumb.jpg")
    }

    @Test func mediaContentImageInAGroup() throws {
        let item = try item("<media:group><media:content url=\"http://e.org/a.png\" medium=\"image\"/></media:group>")
        #expect(item.thumbnail == "http://e.org/a.png")
    }

    @Test func enclosuresAndAnImageEnclosure() throws {
        let item = try item("""
            <enclosure url="http://e.org/show.mp3" length="1" type="audio/mpeg"/>
            <enclosure url="http://e.org/cover.jpg" length="1" type="image/jpeg"/>
            """)
        #expect(item.enclosures == ["http://e.org/show.mp3", "http://e.org/cover.jpg"])
        #expect(item.thumbnail == "http://e.org/cover.jpg")
    }

    @Test func atomLinkInsideRSSByNamespaceNotPrefix() throws {
        let item = try item("<a:link rel=\"alternate\" href=\"http://e.org/page\"/><a:updated>2022-02-02T02:02:02Z</a:updated>")
        #expect(item.link == "http://e.org/page")
        #expect(item.updated == utc("2022-02-02T02:02:02Z"))
    }

    @Test func itunesAuthor() throws {
        let item = try item("<itunes:author>Pod Caster</itunes:author><itunes:image href=\"http://e.org/i.png\"/>")
        #expect(item.authorName == "Pod Caster")
        #expect(item.thumbnail == "http://e.org/i.png")
    }

    @Test func authorEmailAndNameGiveTheName() throws {
        #expect(try item("<author>jo@example.org (Jo Writer)</author>").authorName == "Jo Writer")
        #expect(try item("<author>jo@example.org</author>").authorName == "")
    }

    @Test func aSelfLinkIsNotTheSite() throws {
        let feed = try parseFeed("""
            <rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>
            <atom:link href="http://e.org/feed.xml" rel="self"/></channel></rss>
            """)
        #expect(feed.link == "")
    }
}
