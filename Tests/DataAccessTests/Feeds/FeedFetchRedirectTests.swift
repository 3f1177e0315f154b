import Domain
import Foundation
import TestHTTPServer
import Testing

extension FeedFetchSuites {
    /// The helper says where a feed's redirects led, and whether every one was permanent (301,
    /// 308): a feed that moved for good, which the Feeds screen offers to follow.
    @Suite("Fetching a feed: redirects")
    struct FeedFetchRedirectTests {
        @Test("permanent redirects (301, 308 then 308) say where the feed moved; a 302 on the way makes it temporary",
              arguments: [
                  (hops: [301], permanent: true), (hops: [308, 308], permanent: true), (hops: [301, 302], permanent: false),
                  (hops: [307], permanent: false),
              ])
        func redirectChain(hops: [Int], permanent: Bool) async throws {
            let server = try await FeedTestServer.start()
            for (index, status) in hops.enumerated() {
                server.set("/hop\(index).xml", .redirect(to: "/hop\(index + 1).xml", status: status))
            }
            server.set("/hop\(hops.count).xml", .feed(FeedDocuments.rss))
            let result = try await FeedFetching.result(server.url("/hop0.xml"))
            await server.stop()
            #expect(result.outcome.feed != nil, "the feed is read at its new address")
            let end = server.url("/hop\(hops.count).xml").absoluteString
            #expect(result.redirect == FeedRedirect(address: end, isPermanent: permanent))
            #expect(result.movedTo == (permanent ? end : nil))
        }

        @Test("a fetch without a redirect says none")
        func noRedirect() async throws {
            let server = try await FeedTestServer.start()
            server.set("/feed.xml", .feed(FeedDocuments.rss))
            let result = try await FeedFetching.result(server.url("/feed.xml"))
            await server.stop()
            #expect(result.redirect == nil)
        }

        @Test("a permanent redirect to a file: address is refused, not followed, and no move is said")
        func permanentRedirectToAFile() async throws {
            let server = try await FeedTestServer.start()
            server.set("/feed.xml", .redirect(to: "file:///etc/passwd", status: 301))
            let result = try await FeedFetching.result(server.url("/feed.xml"))
            await server.stop()
            #expect(result.outcome == .failed(reason: "the server redirected to an address that is not http or https", retryAfter: nil))
            #expect(result.redirect == nil)
            #expect(server.requests.map(\.path) == ["/feed.xml"])
        }

        @Test("a feed that moved and whose new address fails still says where it moved")
        func movedThenFailed() async throws {
            let server = try await FeedTestServer.start()
            server.set("/old.xml", .redirect(to: "/new.xml", status: 301))
            server.set("/new.xml", FeedRoute(status: 503))
            let result = try await FeedFetching.result(server.url("/old.xml"))
            await server.stop()
            #expect(result.outcome.reason == "the server answered 503 Service Unavailable")
            #expect(result.movedTo == server.url("/new.xml").absoluteString)
        }
    }
}
