import Domain
import Foundation
import TestHTTPServer
import TestSupport
import Testing
@testable import DataAccess

extension FeedFetchSuites {
    /// `Accept-Encoding: gzip`: libcurl decompresses what the server compressed, and the size
    /// limit counts the decompressed bytes.
    @Suite("Fetching a feed: gzip")
    struct FeedFetchGzipTests {
        /// `data` as `gzip -9` writes it. gzip is started as the app starts its helpers (no shell,
        /// no inherited descriptor), so it cannot keep another test's file open.
        static func gzipped(_ data: Data) throws -> Data {
            let folder = try TemporaryFolder()
            try data.write(to: folder.file("body"))
            let spawned = ProcessSpawn.start(
                URL(fileURLWithPath: "/usr/bin/gzip"), arguments: ["-9", "-n", folder.path("body")], environment: [:],
                defaultSignals: [], ownProcessGroup: false)
            let pid = try spawned.get()
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0, errno == EINTR {}
            try #require(status == 0)
            return try folder.bytes("body.gz")
        }

        static func route(_ compressed: Data) -> FeedRoute {
            FeedRoute(headers: ["Content-Type": "application/rss+xml", "Content-Encoding": "gzip"], body: compressed)
        }

        @Test("a gzipped feed is decompressed and parsed")
        func gzippedFeed() async throws {
            let compressed = try Self.gzipped(Data(FeedDocuments.rss.utf8))
            #expect(compressed.prefix(2) == Data([0x1F, 0x8B]), "the server really sends gzip")
            let outcome = try await FeedFetching.outcome(serving: Self.route(compressed))
            #expect(outcome.feed?.title == "Test Feed")
            #expect(outcome.feed?.items.count == 2)
        }

        @Test("20 MB that gzip makes 20 KB fail on the decompressed size, counted while they arrive")
        func gzipBomb() async throws {
            let compressed = try Self.gzipped(Data(count: 20 << 20))
            #expect(compressed.count < 100_000, "small on the wire: only counting the decompressed bytes stops it")
            let outcome = try await FeedFetching.outcome(serving: Self.route(compressed))
            #expect(outcome == .failed(reason: "the feed is larger than 10 MB", retryAfter: nil))
        }
    }
}
