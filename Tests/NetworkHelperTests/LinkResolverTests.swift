import FeedParsing
import Foundation
import Testing
@testable import aichats_http

@Suite struct LinkResolverTests {
    let resolve = LinkResolver(base: URL(string: "https://a.org/blog/feed.xml"))

    @Test("relative links become absolute against the feed's address", arguments: [
        ("/post/1", "https://a.org/post/1"),
        ("post.html", "https://a.org/blog/post.html"),
        ("../about", "https://a.org/about"),
        ("//cdn.org/x.png", "https://cdn.org/x.png"),
        ("?page=2", "https://a.org/blog/feed.xml?page=2"),
    ])
    func relative(link: String, absolute: String) {
        #expect(resolve(link) == absolute)
    }

    @Test("absolute links, other schemes and empty text stay as written", arguments: [
        "https://b.org/x", "javascript:alert(1)", "data:text/html,x", "mailto:me@a.org", "",
    ])
    func unchanged(link: String) {
        #expect(resolve(link) == link)
        #expect(LinkResolver(base: nil)("/post/1") == "/post/1")
    }

    /// A feed behind a login: its links do not carry the user name and password, which would be
    /// shown, stored, opened in a browser and sent to the model with the article.
    @Test func theFeedsLoginIsNotCopiedIntoItsLinks() {
        var parsed = ParsedItem()
        parsed.link = "/post1"
        parsed.content = #"<p><a href="other">see</a> <img src="pic.png"></p>"#
        let address = URL(string: "http://bob:feedpass123@127.0.0.1:19520/atom.xml")
        let feed = FetchedFeedBuilder.feed(ParsedFeed(title: "A", link: "/", items: [parsed]), at: address)
        #expect(feed.siteLink == "http://127.0.0.1:19520/")
        #expect(feed.items.first?.link == "http://127.0.0.1:19520/post1")
        #expect(feed.items.first?.links == ["http://127.0.0.1:19520/other", "http://127.0.0.1:19520/pic.png"])
        #expect(LinkResolver(base: address).within("sub/")("x") == "http://127.0.0.1:19520/sub/x")
    }

    @Test func anItemsLinkAndFootnotesAreResolvedAndTheFeedsSiteLinkToo() {
        var parsed = ParsedItem()
        parsed.link = "/post/1"
        parsed.content = #"<p><a href="img.png">a picture</a> and <a href="https://b.org/">b</a></p>"#
        let feed = FetchedFeedBuilder.feed(ParsedFeed(title: "A", link: "/", items: [parsed]), at: URL(string: "https://a.org/blog/feed.xml"))
        #expect(feed.siteLink == "https://a.org/")
        #expect(feed.items.first?.link == "https://a.org/post/1")
        #expect(feed.items.first?.links == ["https://a.org/blog/img.png", "https://b.org/"])
    }

    /// Atom's `xml:base` (of the feed, the entry or the content itself) wins over the address.
    @Test func linksInsideAtomContentHonourXMLBase() throws {
        let parsed = try parseFeed(Data("""
            <feed xmlns="http://www.w3.org/2005/Atom" xml:base="http://base.example.org/dir/">
              <entry><content type="html">&lt;a href="../other.html"&gt;other&lt;/a&gt;</content>
                <summary xml:base="sub/" type="html">&lt;a href="s.html"&gt;s&lt;/a&gt;</summary></entry>
              <entry xml:base="/e/"><content type="html">&lt;a href="x"&gt;x&lt;/a&gt;</content></entry>
            </feed>
            """.utf8))
        let feed = FetchedFeedBuilder.feed(parsed, at: URL(string: "http://127.0.0.1:8765/feed.atom"))
        #expect(feed.items.map(\.links) == [
            ["http://base.example.org/other.html", "http://base.example.org/dir/sub/s.html"],
            ["http://base.example.org/e/x"],
        ])
        #expect(feed.items.first?.summaryText == "s[2]")
    }

    /// An RSS item's HTML is the site's: relative links in it point into the site (the item's
    /// page, else the channel's), not to the host that serves the feed; its `xml:base` wins.
    @Test func linksInsideAnRSSItemAreResolvedAgainstItsPageElseTheSite() throws {
        let parsed = try parseFeed(Data("""
            <rss version="2.0"><channel><title>R</title><link>http://blog.example.org/</link>
              <item><link>http://blog.example.org/2026/post.html</link>
                <description>&lt;a href="other.html"&gt;o&lt;/a&gt; &lt;a href="/root.html"&gt;r&lt;/a&gt;</description></item>
              <item><description>&lt;a href="other.html"&gt;o&lt;/a&gt;</description></item>
              <item xml:base="http://cdn.example.net/x/"><link>http://blog.example.org/p</link>
                <description>&lt;a href="y.html"&gt;y&lt;/a&gt;</description></item>
            </channel></rss>
            """.utf8))
        let feed = FetchedFeedBuilder.feed(parsed, at: URL(string: "http://127.0.0.1:18700/w/relrss.xml"))
        #expect(feed.items.map(\.links) == [
            ["http://blog.example.org/2026/other.html", "http://blog.example.org/root.html"],
            ["http://blog.example.org/other.html"],
            ["http://cdn.example.net/x/y.html"],
        ])
    }

    @Test func aRelativeBaseIsResolvedAgainstTheAddress() {
        var parsed = ParsedItem()
        parsed.content = #"<a href="p.html">p</a>"#
        parsed.contentBase = "posts/"
        let feed = FetchedFeedBuilder.feed(ParsedFeed(items: [parsed]), at: URL(string: "https://a.org/blog/feed.xml"))
        #expect(feed.items.first?.links == ["https://a.org/blog/posts/p.html"])
    }
}
