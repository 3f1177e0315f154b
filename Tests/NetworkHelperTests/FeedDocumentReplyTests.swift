import Domain
import Foundation
import HTTPStreamWire
import Testing
@testable import aichats_http

@Suite struct FeedDocumentReplyTests {
    /// An ISO-8859-1 body without an encoding declaration, read as the response's charset says.
    @Test func theResponsesCharsetReachesTheParser() {
        let body = Data("<rss version=\"2.0\"><channel><title>caf".utf8) + Data([0xE9]) + Data("</title></channel></rss>".utf8)
        let reply = FeedDocumentReply.reply(
            for: body, contentType: "text/xml; charset=ISO-8859-1", at: nil, validators: FeedValidators())
        guard case .fetched(let feed, _) = reply else {
            Issue.record("not fetched: \(reply)")
            return
        }
        #expect(feed.title == "café")
    }

    /// A `200 OK` without a body (or only blank lines) is said as such, not as a cut-off document.
    @Test func anEmptyBodyIsAnEmptyAnswer() {
        for body in [Data(), Data(" \r\n".utf8)] {
            let reply = FeedDocumentReply.reply(for: body, at: URL(string: "http://a.org/feed"), validators: FeedValidators())
            #expect(reply == .failed(reason: "the server sent an empty answer", retryAfter: nil))
        }
        let file = FeedDocumentReply.reply(for: Data(), at: URL(fileURLWithPath: "/tmp/feed.xml"), validators: FeedValidators())
        #expect(file == .failed(reason: "the file is empty", retryAfter: nil))
    }
}
