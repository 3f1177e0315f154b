import Domain
import Foundation
import TestHTTPServer
import Testing
@testable import DataAccess

extension FeedFetchSuites {
    /// The charset of the response's `Content-Type` reaches the parser (RFC 7303): a feed in
    /// ISO-8859-1 that does not declare it reads right.
    @Suite("Fetching a feed: the charset of Content-Type")
    struct FeedFetchCharsetTests {
        @Test func aLatin1FeedNamedSoByItsContentTypeReadsRight() async throws {
            let text = "<rss version=\"2.0\"><channel><title>Caf\u{E9}</title><item><title>cr\u{E8}me br\u{FB}l\u{E9}e</title>"
                + "<guid>1</guid></item></channel></rss>"
            let body = try #require(text.data(using: .isoLatin1))
            let route = FeedRoute(headers: ["Content-Type": "text/xml; charset=ISO-8859-1"], body: body)
            let outcome = try await FeedFetching.outcome(serving: route)
            #expect(outcome.feed?.title == "Café")
            #expect(outcome.feed?.items.first?.title == "crème brûlée")
        }
    }
}
