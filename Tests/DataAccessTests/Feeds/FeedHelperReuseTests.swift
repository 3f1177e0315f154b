import Domain
import Foundation
import TestHTTPServer
import Testing
@testable import DataAccess

extension FeedFetchSuites {
    /// The real `aichats-http` answers feed after feed on one pipe: successes, failures, a 304
    /// and a timeout leave it ready for the next feed.
    @Suite("Fetching feeds: one real helper, feed after feed")
    struct FeedHelperReuseTests {
        @Test("one helper fetches 7 feeds in turn, whatever each ends with, and is retired after 5")
        func feedAfterFeed() async throws {
            let server = try await FeedTestServer.start()
            server.set("/ok.xml", .feed(FeedDocuments.rss))
            server.set("/missing.xml", FeedRoute(status: 404))
            server.set("/unchanged.xml", .rss(etag: "\"v1\""))
            server.set("/broken.xml", .feed("<rss><channel><title>cut"))
            server.set("/slow.xml", .rss(delayedBy: .seconds(5)))
            let pool = FeedHelperPool(maximumHelpers: 1, feedsPerHelper: 5)
            let fetcher = FeedFetching.fetcher(limits: FeedFetching.shortLimits, maximumFetches: 1, pool: pool)
            var outcomes: [FeedFetchOutcome] = []
            for path in ["/ok.xml", "/missing.xml", "/broken.xml", "/slow.xml", "/ok.xml", "/ok.xml"] {
                outcomes.append(try await FeedFetching.fetch(server.url(path), with: fetcher))
            }
            let validators = FeedValidators(etag: "\"v1\"")
            outcomes.append(try await FeedFetching.fetch(server.url("/unchanged.xml"), validators: validators, with: fetcher))
            await fetcher.finish()
            await server.stop()
            #expect(outcomes[0].feed?.title == "Test Feed")
            #expect(outcomes[1].reason == "the server answered 404 Not Found")
            #expect(outcomes[2].reason != nil)
            #expect(outcomes[3].reason == "the server did not answer within 1 s")
            #expect(outcomes[4].feed?.title == "Test Feed")
            #expect(outcomes[5].feed?.title == "Test Feed")
            #expect(outcomes[6] == .notModified)
            #expect(await pool.started == 2)
            #expect(await pool.live == 0)
        }
    
        /// The `Threads:` line of /proc/PID/status.
        static func threads(of pid: pid_t) -> Int? {
            guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
            return status.split(separator: "\n").first { $0.hasPrefix("Threads:") }.flatMap { Int($0.dropFirst(8).trimmingCharacters(in: .whitespaces)) }
        }

        @Test("a helper's threads do not pile up from feed to feed, timeouts included")
        func threadsStayFew() async throws {
            let server = try await FeedTestServer.start()
            server.set("/ok.xml", .feed(FeedDocuments.rss))
            server.set("/slow.xml", .rss(delayedBy: .seconds(5)))
            let pool = FeedHelperPool(maximumHelpers: 1, feedsPerHelper: 100)
            let fetcher = FeedFetching.fetcher(limits: FeedFetching.shortLimits, maximumFetches: 1, pool: pool)
            for path in ["/ok.xml", "/slow.xml", "/ok.xml"] { _ = try await FeedFetching.fetch(server.url(path), with: fetcher) }
            let pid = try #require(await pool.idlePIDs.first)
            let early = try #require(Self.threads(of: pid))
            for path in ["/slow.xml"] + Array(repeating: "/ok.xml", count: 12) + ["/slow.xml", "/ok.xml"] {
                _ = try await FeedFetching.fetch(server.url(path), with: fetcher)
            }
            try await Task.sleep(for: .milliseconds(300))
            let late = try #require(Self.threads(of: pid))
            await fetcher.finish()
            await server.stop()
            #expect(await pool.started == 1, "one helper did it all")
            #expect(late <= early + 2, "threads after 3 feeds: \(early), after 18: \(late)")
        }
    }
}
