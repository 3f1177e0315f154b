import Foundation
import Testing
import FeedParsing

/// A title is one line: runs of white space inside it are one space, in every format.
@Suite struct TitleWhitespaceTests {
    static let written = "Whitespace\n   title\n\t with newlines"

    @Test func rssAtomAndJSONTitlesAreOneLine() throws {
        let rss = try parseFeed("<rss><channel><title>\(Self.written)</title><item><title>\(Self.written)</title></item></channel></rss>")
        let atom = try parseFeed("""
            <feed xmlns="http://www.w3.org/2005/Atom"><title>\(Self.written)</title>
            <entry><title type="html">&lt;p&gt;\(Self.written)&lt;/p&gt;&lt;p&gt;more&lt;/p&gt;</title></entry></feed>
            """)
        let json = try parseFeed(#"{"version": "https://jsonfeed.org/version/1.1", "title": "a \n\n b", "items": [{"title": "c\r\n  d"}]}"#)
        #expect(rss.title == "Whitespace title with newlines")
        #expect(rss.items.map(\.title) == ["Whitespace title with newlines"])
        #expect(atom.title == "Whitespace title with newlines")
        #expect(atom.items.map(\.title) == ["Whitespace title with newlines more"])
        #expect(json.title == "a b")
        #expect(json.items.map(\.title) == ["c d"])
    }

    @Test func aNoBreakSpaceIsKept() throws {
        let feed = try parseFeed("<rss><channel><title>10&#160;km  run</title></channel></rss>")
        #expect(feed.title == "10\u{A0}km run")
    }
}
