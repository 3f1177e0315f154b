import Domain
import FeedParsing
import Foundation
import Testing

@testable import aichats_http

/// What the app receives of an item whose feed leaves out a link, an author name or a published date.
@Suite struct FetchedFeedBuilderTests {
    @Test func enclosuresFollowTheTextsLinksAndAreTheLinkOfAnItemWithoutOne() {
        var parsed = ParsedItem()
        parsed.summary = #"<p>Notes <a href="https://a/notes">n</a></p>"#
        parsed.enclosures = ["/ep1.mp3", "https://a/notes"]
        let item = FetchedFeedBuilder.item(parsed, LinkResolver(base: URL(string: "https://a/feed")))
        #expect(item.links == ["https://a/notes", "https://a/ep1.mp3"])
        #expect(item.link == "https://a/ep1.mp3")
        parsed.link = "https://a/page"
        #expect(FetchedFeedBuilder.item(parsed).link == "https://a/page")
    }

    /// A Mastodon post's attachment (Media RSS) is shown as an `<img>` is, with its alt text.
    @Test func aMediaRSSPictureIsShownAsAnImageWithItsLink() throws {
        let xml = #"""
            <rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel><title>Alice</title>
            <item><link>https://social.example/@alice/111</link>
            <description>&lt;p&gt;Look at my cat! &lt;a href="https://social.example/tags/caturday"&gt;#caturday&lt;/a&gt;&lt;/p&gt;</description>
            <media:content url="https://files.social.example/cat.jpg" type="image/jpeg" medium="image">
            <media:description type="plain">A grey cat asleep on a keyboard</media:description></media:content></item>
            <item><media:content url="https://p.example/sunset.jpg" medium="image"/><media:thumbnail url="https://p.example/t.jpg"/></item>
            <item><media:group><media:thumbnail url="https://i.ytimg.example/v.jpg"/><media:description>A video</media:description></media:group></item>
            </channel></rss>
            """#
        let feed = FetchedFeedBuilder.feed(try parseFeed(Data(xml.utf8)))
        #expect(feed.items[0].summaryText == "Look at my cat! #caturday[1]\n\n[image: A grey cat asleep on a keyboard] [2]")
        #expect(feed.items[0].links == ["https://social.example/tags/caturday", "https://files.social.example/cat.jpg"])
        #expect(feed.items[1].summaryText == "[image] [1]")
        #expect(feed.items[1].links == ["https://p.example/sunset.jpg"])
        #expect(feed.items[2].summaryText == "A video\n\n[image] [1]")
        #expect(feed.items[2].links == ["https://i.ytimg.example/v.jpg"])
    }

    /// A podcast's episode says what it is among the show notes' links; a picture is a picture.
    @Test func anEnclosureIsMarkedWithItsTypeSizeAndDuration() throws {
        let xml = #"""
            <rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"><channel><title>Pod</title>
            <item><title>Episode 100</title><link>https://pod.example/ep/100</link>
            <description>Show notes at &lt;a href="https://pod.example/notes/100"&gt;notes&lt;/a&gt;</description>
            <enclosure url="https://cdn.pod.example/ep100.mp3" length="45678901" type="audio/mpeg"/>
            <enclosure url="https://cdn.pod.example/cover.jpg" length="0" type="image/jpeg"/>
            <itunes:duration>01:02:03</itunes:duration></item>
            <item><title>Short</title><enclosure url="https://cdn.pod.example/s.mp3" type="audio/mpeg"/>
            <itunes:duration>2530</itunes:duration></item>
            </channel></rss>
            """#
        let feed = FetchedFeedBuilder.feed(try parseFeed(Data(xml.utf8)))
        #expect(feed.items[0].summaryText
            == "Show notes at notes[1]\n\n[episode: audio/mpeg, 45.7 MB, 1:02:03] [2]\n[image] [3]")
        #expect(feed.items[0].links
            == ["https://pod.example/notes/100", "https://cdn.pod.example/ep100.mp3", "https://cdn.pod.example/cover.jpg"])
        #expect(feed.items[1].summaryText == "[episode: audio/mpeg, 42:10] [1]")
    }

    @Test func anAuthorGivenOnlyByAddressIsShownByIt() {
        var parsed = ParsedItem()
        parsed.authorEmail = "jo@example.org"
        #expect(FetchedFeedBuilder.item(parsed).author == "jo@example.org")
        parsed.authorName = "Jo"
        #expect(FetchedFeedBuilder.item(parsed).author == "Jo")
    }

    @Test func anItemDatedOnlyByItsUpdateWasPublishedThen() {
        var parsed = ParsedItem()
        parsed.updated = Date(timeIntervalSince1970: 1_577_977_445)
        #expect(FetchedFeedBuilder.item(parsed).published == parsed.updated)
        parsed.published = Date(timeIntervalSince1970: 1_000)
        #expect(FetchedFeedBuilder.item(parsed).published == Date(timeIntervalSince1970: 1_000))
    }
}
