import Domain
import Foundation
import HTTPStreamWire
import TestHTTPServer
import Testing
@testable import DataAccess

/// The real `aichats-http` behind a `HelperFeedFetcher`, for the fetching tests.
enum FeedFetching {
    static var helper: URL { HTTPHelperLocator().executable(environment: [:]) }

    /// Short limits, so a timeout costs a test a second or two.
    static let shortLimits = FeedFetchLimits(
        connectTimeout: 1, resourceTimeout: 2, maximumBodyBytes: 10 * 1024 * 1024, maximumRedirects: 5)

    static func fetcher(
        limits: FeedFetchLimits = .standard, maximumFetches: Int = 4, maximumPerHost: Int = 2,
        helper: URL? = nil, killAfter: Duration? = nil, pool: FeedHelperPool? = nil
    ) -> HelperFeedFetcher {
        HelperFeedFetcher(
            helper: helper ?? Self.helper, limits: limits,
            gate: FeedFetchGate(maximumTotal: maximumFetches, maximumPerHost: maximumPerHost),
            pool: pool ?? FeedHelperPool(maximumHelpers: maximumFetches), killAfter: killAfter)
    }

    static func fetch(
        _ url: URL, validators: FeedValidators = FeedValidators(), with fetcher: HelperFeedFetcher = fetcher()
    ) async throws -> FeedFetchOutcome {
        try await result(url, validators: validators, with: fetcher).outcome
    }

    /// The fetch's outcome with where its redirects led.
    static func result(
        _ url: URL, validators: FeedValidators = FeedValidators(), with fetcher: HelperFeedFetcher = fetcher()
    ) async throws -> FeedFetchResult {
        await fetcher.fetch(try FeedAddress(url.absoluteString), validators: validators)
    }

    /// A real helper fetching a feed that its own server answers only after five seconds, so
    /// that a test can look at the helper's process while it waits; terminate the helper and stop
    /// the server when done.
    static func helperWaitingOnASlowFeed() async throws -> (helper: HTTPHelperProcess, server: FeedTestServer) {
        let server = try await FeedTestServer.start()
        server.set("/slow.xml", .rss(delayedBy: .seconds(5)))
        let request = FeedFetchRequest(url: server.url("/slow.xml"), appVersion: "0.1.0")
        let helper = try HTTPHelperProcess.start(
            executable: helper, job: try request.frame, answer: .feedReplies,
            environment: HTTPHelperProcess.childEnvironment(), report: { _ in })
        return (helper, server)
    }

    /// Fetches `route` once from a server of its own, stopped before it returns.
    static func outcome(serving route: FeedRoute, with fetcher: HelperFeedFetcher = fetcher()) async throws -> FeedFetchOutcome {
        let server = try await FeedTestServer.start()
        server.set("/feed.xml", route)
        let outcome = try await fetch(server.url("/feed.xml"), with: fetcher)
        await server.stop()
        return outcome
    }
}

extension FeedRoute {
    /// `FeedDocuments.rss`, answered only after `delay`: a fetch that is still running.
    static func rss(delayedBy delay: Duration) -> FeedRoute {
        var route = FeedRoute.feed(FeedDocuments.rss)
        route.delay = delay
        return route
    }

    /// `FeedDocuments.rss` sent with the `ETag` `etag`, answered 304 when a request names it.
    static func rss(etag: String) -> FeedRoute {
        var route = FeedRoute.feed(FeedDocuments.rss)
        route.etag = etag
        return route
    }
}

extension FeedFetchOutcome {
    var feed: FetchedFeed? { if case .fetched(let feed, _) = self { feed } else { nil } }
    var validators: FeedValidators? { if case .fetched(_, let validators) = self { validators } else { nil } }
    var reason: String? { if case .failed(let reason, _) = self { reason } else { nil } }
    var retryAfter: Date? { if case .failed(_, let retryAfter) = self { retryAfter } else { nil } }
}

/// The suites that run the real helper, one test at a time: each test starts helpers (and the
/// concurrency test nine), and run side by side with the rest of `make test` on two cores they
/// made every timing test, theirs and the chat's, late.
@Suite("Fetching feeds with the real helper", .serialized)
struct FeedFetchSuites {}
