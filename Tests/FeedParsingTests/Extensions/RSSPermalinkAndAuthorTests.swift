import Foundation
import Testing
import FeedParsing

/// What a feed gives in place of a link or an author name: a permalink guid, an e-mail address.
@Suite struct RSSPermalinkAndAuthorTests {
    private func item(_ body: String) throws -> ParsedItem {
        try #require(try parseFeed("<rss version=\"2.0\"><channel><title>T</title><item>\(body)</item></channel></rss>").items.first)
    }

    @Test func aPermalinkGuidIsTheLinkOfAnItemWithoutOne() throws {
        #expect(try item("<guid isPermaLink=\"true\">https://a.example/1</guid>").link == "https://a.example/1")
        #expect(try item("<guid> http://a.example/2 </guid>").link == "http://a.example/2", "isPermaLink is true unless said")
        #expect(try item("<guid isPermaLink=\"false\">https://a.example/3</guid>").link == "")
        #expect(try item("<guid>tag:a.example,2024:4</guid>").link == "", "not an http or https address")
        #expect(try item("<link>https://a.example/page</link><guid>https://a.example/5</guid>").link == "https://a.example/page")
        #expect(try item("<guid>https://a.example/6</guid>").guid == "https://a.example/6")
    }

    @Test func anAuthorsAddressIsKeptBesideTheName() throws {
        let bare = try item("<author>jo@example.org</author>")
        #expect(bare.authorName == "")
        #expect(bare.authorEmail == "jo@example.org")
        let both = try item("<author>jo@example.org (Jo Writer)</author>")
        #expect(both.authorName == "Jo Writer")
        #expect(both.authorEmail == "jo@example.org")
        #expect(try item("<author>Jo Writer</author>").authorEmail == "")
    }

    @Test func anAtomAuthorsEmailIsKept() throws {
        let feed = try parseFeed("""
            <feed xmlns="http://www.w3.org/2005/Atom"><title>T</title>
            <entry><id>1</id><title>E</title><author><email>jo@example.org</email></author></entry></feed>
            """)
        let entry = try #require(feed.items.first)
        #expect(entry.authorName == "")
        #expect(entry.authorEmail == "jo@example.org")
    }
}
