import Domain
import Foundation
import HTTPStreamWire
import TestHTTPServer
import Testing
@testable import DataAccess

extension FeedFetchSuites {
    /// What each answer of a real server on 127.0.0.1 comes to, through the real helper.
    @Suite("Fetching a feed: statuses")
    struct FeedFetchStatusTests {
        @Test("200: the feed is parsed, its HTML rendered, the validators kept; the request says who asks")
        func fetched() async throws {
            let server = try await FeedTestServer.start()
            var route = FeedRoute.rss(etag: "\"v1\"")
            route.headers["Last-Modified"] = "Wed, 21 Oct 2015 07:28:00 GMT"
            server.set("/feed.xml", route)
            let outcome = try await FeedFetching.fetch(server.url("/feed.xml"))
            await server.stop()
            let feed = try #require(outcome.feed)
            #expect(feed.title == "Test Feed")
            #expect(feed.siteLink == "https://example.com/")
            #expect(feed.items.map(\.guid) == ["urn:one", "urn:two"])
            #expect(feed.items[0].summaryText == "Hello world")
            #expect(feed.items[0].published == Date(timeIntervalSince1970: 1_445_412_480))
            #expect(outcome.validators == FeedValidators(etag: "\"v1\"", lastModified: "Wed, 21 Oct 2015 07:28:00 GMT"))
            let request = try #require(server.requests.first)
            #expect(request.headers["user-agent"] == "aichats/\(AppVersion.string)")
            #expect(request.headers["accept-encoding"] == "gzip")
            #expect(request.headers["if-none-match"] == nil)
        }

        @Test("304: the validators of the last fetch go back, and an unchanged feed is not modified")
        func conditionalRoundTrip() async throws {
            let server = try await FeedTestServer.start()
            server.set("/feed.xml", .rss(etag: "\"v7\""))
            let first = try await FeedFetching.fetch(server.url("/feed.xml"))
            let validators = try #require(first.validators)
            let second = try await FeedFetching.fetch(server.url("/feed.xml"), validators: validators)
            await server.stop()
            #expect(second == .notModified)
            #expect(server.requests.map { $0.headers["if-none-match"] } == [nil, "\"v7\""])
        }

        @Test("an error status fails with the status and its phrase", arguments: [
            (404, "the server answered 404 Not Found"), (500, "the server answered 500 Internal Server Error"),
            (410, "the server answered 410 Gone"),
        ])
        func errorStatus(status: Int, reason: String) async throws {
            let outcome = try await FeedFetching.outcome(serving: FeedRoute(status: status, body: Data("<html>oops</html>".utf8)))
            #expect(outcome == .failed(reason: reason, retryAfter: nil))
        }

        @Test("a path the server does not know is its own 404")
        func unknownPath() async throws {
            let server = try await FeedTestServer.start()
            let outcome = try await FeedFetching.fetch(server.url("/nothing-here.xml"))
            await server.stop()
            #expect(outcome.reason == "the server answered 404 Not Found")
        }
    }
}
