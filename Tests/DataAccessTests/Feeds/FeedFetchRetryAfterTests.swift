import Domain
import Foundation
import TestHTTPServer
import Testing

extension FeedFetchSuites {
    /// 429 and 503 say when to come back; the failure carries it.
    @Suite("Fetching a feed: Retry-After")
    struct FeedFetchRetryAfterTests {
        @Test("429 with Retry-After in seconds: the failure carries now plus the wait")
        func tooManyRequestsInSeconds() async throws {
            let before = Date()
            let outcome = try await FeedFetching.outcome(serving: FeedRoute(status: 429, headers: ["Retry-After": "120"]))
            let after = Date()
            #expect(outcome.reason == "the server answered 429 Too Many Requests")
            let retryAfter = try #require(outcome.retryAfter)
            #expect(retryAfter >= before.addingTimeInterval(119) && retryAfter <= after.addingTimeInterval(121))
        }

        /// `date` as an HTTP date: "Wed, 21 Oct 2015 07:28:00 GMT".
        static func httpDate(_ date: Date) -> String {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "GMT")
            formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
            return formatter.string(from: date)
        }

        @Test("503 with Retry-After as an HTTP date: the failure carries that date")
        func unavailableUntilADate() async throws {
            let tomorrow = Date(timeIntervalSince1970: (Date().timeIntervalSince1970 + 86_400).rounded(.down))
            let outcome = try await FeedFetching.outcome(
                serving: FeedRoute(status: 503, headers: ["Retry-After": Self.httpDate(tomorrow)]))
            #expect(outcome.reason == "the server answered 503 Service Unavailable")
            #expect(outcome.retryAfter == tomorrow)
        }

        @Test("a wait past a year is taken as a year: a server cannot park a feed for ever")
        func capped() async throws {
            let before = Date()
            let outcome = try await FeedFetching.outcome(
                serving: FeedRoute(status: 503, headers: ["Retry-After": "Fri, 31 Dec 2100 23:59:59 GMT"]))
            let retryAfter = try #require(outcome.retryAfter)
            #expect(retryAfter >= before.addingTimeInterval(365 * 86_400 - 1))
            #expect(retryAfter <= Date().addingTimeInterval(365 * 86_400 + 1))
        }

        @Test("a Retry-After that is neither gives no date; on another status it is not read")
        func unreadableOrIgnored() async throws {
            let server = try await FeedTestServer.start()
            server.set("/busy.xml", FeedRoute(status: 429, headers: ["Retry-After": "soon"]))
            server.set("/gone.xml", FeedRoute(status: 404, headers: ["Retry-After": "60"]))
            let busy = try await FeedFetching.fetch(server.url("/busy.xml"))
            let gone = try await FeedFetching.fetch(server.url("/gone.xml"))
            await server.stop()
            #expect(busy == .failed(reason: "the server answered 429 Too Many Requests", retryAfter: nil))
            #expect(gone == .failed(reason: "the server answered 404 Not Found", retryAfter: nil))
        }
    }
}
