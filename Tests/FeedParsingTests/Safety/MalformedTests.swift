import Foundation
import Testing
import FeedParsing

@Suite struct MalformedTests {
    private let complete = """
        <?xml version="1.0"?><rss version="2.0"><channel><title>T</title>
        <item><title>One</title></item><item><title>Two</title></item></channel></rss>
        """

    @Test func everyTruncationIsAnError() throws {
        #expect(try parseFeed(complete).items.count == 2)
        let bytes = Array(complete.utf8)
        // XMLParser itself returns true for some of these.
        for length in 0..<bytes.count {
            let error = parseError(Data(bytes[..<length]))
            #expect(error != nil, "cut at \(length) bytes")
        }
        // Once the root element has begun, each cut is told as one.
        let rootStart = try #require(complete.utf8.firstRange(of: "<rss".utf8)).upperBound
        let rootOffset = complete.utf8.distance(from: complete.utf8.startIndex, to: rootStart)
        for length in rootOffset..<bytes.count {
            #expect(parseError(Data(bytes[..<length])) == .truncated, "cut at \(length) bytes")
        }
    }

    @Test func aDocumentCutAfterAnElementIsTruncated() {
        #expect(parseError("<rss version=\"2.0\"><channel><title>T</title>") == .truncated)
        #expect(FeedParseError.truncated.description == "the document ends before it is complete")
    }

    @Test func mismatchedTagsAreMalformed() {
        let error = parseError("<rss version=\"2.0\">\n<channel><title>T</titel></channel></rss>")
        guard case .malformed(let line, _) = error else {
            Issue.record("expected malformed, got \(String(describing: error))")
            return
        }
        #expect(line == 2)
    }

    @Test func trailingGarbageIsMalformed() {
        let error = parseError("<rss version=\"2.0\"><channel/></rss><rss/>")
        #expect(error.map { if case .malformed = $0 { true } else { false } } == true)
    }

    @Test func notXMLAtAll() {
        #expect(parseError("") != nil)
        #expect(parseError("hello") != nil)
        #expect(parseError(Data([0x00, 0xFF, 0x13])) != nil)
    }

    @Test func anHTMLPageIsNoFeed() {
        #expect(parseError("<html><body>Not found</body></html>") == .webPage(feedLink: nil))
        let page = "\u{FEFF}\n<!DOCTYPE html>\n<meta charset=utf-8><link rel=alternate href=/feed.xml><p>Not XML<br></p>"
        #expect(parseError(page) == .webPage(feedLink: nil), "an HTML page is named so, not an XML error; a link without a feed type names no feed")
        #expect(parseError("<HTML lang=en><body><br></body>") == .webPage(feedLink: nil))
    }

    @Test("a web page's feed link is found as feed readers find it: an alternate link of a feed type in the head")
    func aWebPageNamesItsFeed() {
        let head = """
            <!doctype html><html><head><meta charset="utf-8"><title>Blog</title>
            <link rel="stylesheet alternate" type="text/css" href="/dark.css">
            <link rel="alternate" hreflang="fr" href="/fr/">
            <LINK REL="Alternate" TYPE="application/rss+xml; charset=utf-8" HREF=" /f/basic.xml ">
            <link rel="alternate" type="application/atom+xml" href="/f/atom.xml">
            """
        #expect(parseError(head + "</head><body><p>Hi<br></body></html>") == .webPage(feedLink: "/f/basic.xml"), "the first feed link")
        let inBody = "<!doctype html><html><body><link rel=alternate type=application/rss+xml href=/late.xml></body></html>"
        #expect(parseError(inBody) == .webPage(feedLink: nil), "a link in the body is not the page's feed")
        let xhtml = """
            <?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><head>
            <link rel="alternate" type="application/feed+json" href="feed.json"/></head><body/></html>
            """
        #expect(parseError(xhtml) == .webPage(feedLink: "feed.json"), "a well-formed XHTML page is a web page too")
    }

    @Test("a page's feed link is made absolute against the page's address, and only http and https links are named")
    func aWebPagesFeedLinkIsResolved() throws {
        let page = try #require(URL(string: "http://127.0.0.1:8080/blog/index.html"))
        #expect(FeedParseError.webPage(feedLink: "/f/basic.xml").resolvingFeedLink(against: page)
            == .webPage(feedLink: "http://127.0.0.1:8080/f/basic.xml"))
        #expect(FeedParseError.webPage(feedLink: "feed.xml").resolvingFeedLink(against: page)
            == .webPage(feedLink: "http://127.0.0.1:8080/blog/feed.xml"))
        #expect(FeedParseError.webPage(feedLink: "javascript:alert(1)").resolvingFeedLink(against: page) == .webPage(feedLink: nil))
        #expect(FeedParseError.webPage(feedLink: "/f/basic.xml").resolvingFeedLink(against: nil) == .webPage(feedLink: nil))
        let message = FeedParseError.webPage(feedLink: "http://127.0.0.1:8080/f/basic.xml").description
        #expect(message == "the address is a web page (HTML), not a feed; the page names its feed: http://127.0.0.1:8080/f/basic.xml")
        #expect(FeedParseError.webPage(feedLink: "http://x/\u{1B}[2J").description.hasSuffix("http://x/[2J"), "no escape reaches the terminal")
    }
}
