import Domain
import Foundation
import TestHTTPServer
import Testing
@testable import DataAccess

extension FeedFetchSuites {
    /// At most 4 helpers at once, at most 2 for one host: seen by the server.
    @Suite("Fetching feeds: how many at once")
    struct FeedFetchConcurrencyTests {
        @Test("9 feeds on 3 hosts: never more than 4 requests at once, nor 2 for one host, and all arrive")
        func limitsSeenByTheServer() async throws {
            let server = try await FeedTestServer.start(addresses: ["127.0.0.1", "127.0.0.2", "127.0.0.3"])
            var urls: [URL] = []
            for index in 0..<9 {
                server.set("/feed\(index).xml", .rss(delayedBy: .milliseconds(1500)))
                urls.append(server.url("/feed\(index).xml", host: index % 3))
            }
            let fetcher = FeedFetching.fetcher()
            let titles = try await withThrowingTaskGroup(of: String?.self) { group in
                for url in urls { group.addTask { try await FeedFetching.fetch(url, with: fetcher).feed?.title } }
                return try await group.reduce(into: [String?]()) { $0.append($1) }
            }
            await server.stop()
            #expect(titles == Array(repeating: "Test Feed", count: 9))
            #expect(server.mostAtOnce == 4)
            #expect(server.mostAtOncePerHost == 2)
        }

        @Test("one host alone gets 2 at once, not 4")
        func oneHost() async throws {
            let server = try await FeedTestServer.start()
            for index in 0..<4 { server.set("/feed\(index).xml", .rss(delayedBy: .milliseconds(1000))) }
            let fetcher = FeedFetching.fetcher()
            await withTaskGroup(of: Void.self) { group in
                for index in 0..<4 {
                    group.addTask { _ = try? await FeedFetching.fetch(server.url("/feed\(index).xml"), with: fetcher) }
                }
            }
            await server.stop()
            #expect(server.requests.count == 4)
            #expect(server.mostAtOnce == 2)
        }
    }
}
