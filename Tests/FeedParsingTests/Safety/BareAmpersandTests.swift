import FeedParsing
import Foundation
import Testing

/// A bare `&` or `<` in text makes a feed not well-formed, and many feeds in the wild have one:
/// they are read as newsboat reads them, with the rest of the document as written.
@Suite struct BareAmpersandTests {
    @Test func aBareAmpersandAndLessThanAreReadAsText() throws {
        let document = #"<?xml version="1.0"?><rss version="2.0"><channel><title>AT&T and Q&A &lt; Co &amp; more</title>"#
            + "<item><title>1 < 5 &#233; &#x4E2D; &nbsp;x</title><guid>g</guid></item></channel></rss>"
        let feed = try parseFeed(document)
        #expect(feed.title == "AT&T and Q&A < Co & more")
        #expect(feed.items.first?.title == "1 < 5 é 中 \u{A0}x")
    }

    @Test func whatTheRepairCannotMendStaysRefused() {
        let broken = #"<rss version="2.0"><channel><title>A & B</title><item></channel></rss>"#
        #expect(parseError(broken) != nil)
    }
}
