import Domain
import Foundation
import TestHTTPServer
import Testing

extension FeedFetchSuites {
    /// Bodies that are no good feed, and one with the wrong content type that is.
    @Suite("Fetching a feed: documents")
    struct FeedFetchDocumentTests {
        @Test("a truncated document fails, saying so, whether cut between elements or in a tag", arguments: [
            FeedDocuments.truncated, FeedDocuments.cutInATag,
        ])
        func truncated(document: String) async throws {
            let outcome = try await FeedFetching.outcome(serving: .feed(document))
            #expect(outcome == .failed(reason: "the document ends before it is complete", retryAfter: nil))
        }

        @Test("malformed XML fails with where it went wrong")
        func malformed() async throws {
            let outcome = try await FeedFetching.outcome(serving: .feed(FeedDocuments.malformed))
            let reason = try #require(outcome.reason)
            #expect(reason.hasPrefix("the document is not well-formed XML (line 1, column "))
        }

        @Test("a feed served as text/html is still read: servers get content types wrong")
        func wrongContentType() async throws {
            let outcome = try await FeedFetching.outcome(serving: .feed(FeedDocuments.rss, contentType: "text/html; charset=utf-8"))
            #expect(outcome.feed?.title == "Test Feed")
        }

        @Test("a billion-laughs document is refused before any entity is expanded, and quickly")
        func billionLaughs() async throws {
            let started = ContinuousClock.now
            let outcome = try await FeedFetching.outcome(serving: .feed(FeedDocuments.billionLaughs))
            #expect(ContinuousClock.now - started < .seconds(30), "refused by the parser, not stopped by a limit")
            let reason = try #require(outcome.reason)
            #expect(reason.contains("declares XML entities"))
        }

        @Test("an HTML page is no feed")
        func htmlPage() async throws {
            let outcome = try await FeedFetching.outcome(serving: .feed("<html><body>hi</body></html>", contentType: "text/html"))
            #expect(outcome.reason == "the address is a web page (HTML), not an RSS, Atom or JSON feed")
        }

        @Test("a web page given as a feed names the feed it links to, as an address that can be added")
        func webPageNamesItsFeed() async throws {
            let server = try await FeedTestServer.start()
            let page = "<!doctype html><html><head><link rel=alternate type=application/rss+xml href=/f/basic.xml></head><body>Hi<br>"
            server.set("/blog/index.html", .feed(page, contentType: "text/html"))
            let outcome = try await FeedFetching.fetch(server.url("/blog/index.html"))
            await server.stop()
            #expect(outcome.reason == "the address is a web page (HTML), not a feed; the page names its feed: \(server.url("/f/basic.xml"))")
        }
    }
}
