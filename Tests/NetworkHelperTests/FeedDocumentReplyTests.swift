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
}
