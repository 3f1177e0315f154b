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
        #expect(parseError("<html><body>Not found</body></html>") == .notAFeed(root: "html"))
        let page = "\u{FEFF}\n<!DOCTYPE html>\n<meta charset=utf-8><link rel=alternate href=/feed.xml><p>Not XML<br></p>"
        #expect(parseError(page) == .notAFeed(root: "html"), "an HTML page is named so, not an XML error")
        #expect(parseError("<HTML lang=en><body><br></body>") == .notAFeed(root: "html"))
    }
}
