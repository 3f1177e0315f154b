import Domain
import Foundation
import HTTPStreamWire
import TestHTTPServer
import Testing

extension FeedFetchSuites {
    /// Servers that are slow, loop or send too much: each fails its feed and names the limit.
    @Suite("Fetching a feed: limits")
    struct FeedFetchLimitTests {
        @Test("a server that does not answer fails after the connect limit")
        func slowServer() async throws {
            let fetcher = FeedFetching.fetcher(limits: FeedFetching.shortLimits)
            let started = ContinuousClock.now
            let outcome = try await FeedFetching.outcome(serving: .rss(delayedBy: .seconds(30)), with: fetcher)
            let took = ContinuousClock.now - started
            #expect(outcome == .failed(reason: "the server did not answer within 1 s", retryAfter: nil))
            // Far above the 1 s limit, since a loaded CI machine can take seconds to start the helper.
            #expect(took < .seconds(20), "it did not wait for the server's 30 s")
        }

        @Test("a server that stops in the middle of the body fails after the limit for the whole feed")
        func stallingServer() async throws {
            let server = try await FeedTestServer.start()
            var route = FeedRoute.feed(FeedDocuments.rss)
            route.stallAfter = 100
            server.set("/stall.xml", route)
            var limits = FeedFetching.shortLimits
            limits.connectTimeout = 5
            limits.resourceTimeout = 1.5
            let outcome = try await FeedFetching.fetch(server.url("/stall.xml"), with: FeedFetching.fetcher(limits: limits))
            await server.stop()
            #expect(outcome == .failed(reason: "the feed did not arrive within 1.5 s", retryAfter: nil))
        }

        @Test("a redirect loop fails after 5 redirects; 5 are followed")
        func redirectLoop() async throws {
            let server = try await FeedTestServer.start()
            server.set("/loop.xml", .redirect(to: "/loop.xml"))
            for hop in 1...5 { server.set("/hop\(hop).xml", .redirect(to: "/hop\(hop + 1).xml")) }
            server.set("/hop6.xml", .feed(FeedDocuments.rss))
            let loop = try await FeedFetching.fetch(server.url("/loop.xml"))
            let fiveHops = try await FeedFetching.fetch(server.url("/hop1.xml"))
            await server.stop()
            #expect(loop == .failed(reason: "the server sent more than 5 redirects", retryAfter: nil))
            #expect(server.requests.filter { $0.path == "/loop.xml" }.count == 6, "the first request and 5 redirects")
            #expect(fiveHops.feed?.title == "Test Feed")
        }

        @Test("a redirect to another scheme fails and is not followed as a path on the server", arguments: [
            "file:///etc/passwd", "data:text/plain,hello", "ftp://127.0.0.1/feed.xml",
        ])
        func redirectToOtherScheme(location: String) async throws {
            let server = try await FeedTestServer.start()
            server.set("/feed.xml", .redirect(to: location))
            let outcome = try await FeedFetching.fetch(server.url("/feed.xml"))
            await server.stop()
            #expect(outcome == .failed(reason: "the server redirected to an address that is not http or https", retryAfter: nil))
            #expect(server.requests.map(\.path) == ["/feed.xml"])
        }

        @Test("a 20 MB body fails, naming the 10 MB limit: announced, or counted as it arrives", arguments: [false, true])
        func hugeBody(chunked: Bool) async throws {
            let server = try await FeedTestServer.start()
            var route = FeedRoute(headers: ["Content-Type": "application/rss+xml"], body: Data(count: 20 << 20))
            route.chunked = chunked
            server.set("/huge.xml", route)
            let outcome = try await FeedFetching.fetch(server.url("/huge.xml"))
            await server.stop()
            #expect(outcome == .failed(reason: "the feed is larger than 10 MB", retryAfter: nil))
        }
    }
}
