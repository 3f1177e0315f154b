import Foundation
import HTTPStreamWire
import TestHTTPServer
import Testing
@testable import DataAccess

extension FeedFetchSuites {
    /// A feed helper caps its own address space, so a document that makes it allocate without
    /// end kills that helper only.
    @Suite("Fetching a feed: the helper's memory cap")
    struct FeedHelperMemoryCapTests {
        /// The soft `Max address space` of a process, in bytes; nil while unlimited.
        static func addressSpaceLimit(of pid: pid_t) -> Int? {
            guard let limits = try? String(contentsOfFile: "/proc/\(pid)/limits", encoding: .utf8) else { return nil }
            let line = limits.split(separator: "\n").first { $0.hasPrefix("Max address space") }
            return line?.split(separator: " ", omittingEmptySubsequences: true).dropFirst(3).first.flatMap { Int($0) }
        }

        @Test("a helper fetching a feed runs under RLIMIT_AS, about 1 GiB above its size")
        func capped() async throws {
            let (helper, server) = try await FeedFetching.helperWaitingOnASlowFeed()
            defer { helper.terminate() }
            var limit: Int?
            for _ in 0..<100 where limit == nil {
                try await Task.sleep(for: .milliseconds(50))
                limit = Self.addressSpaceLimit(of: helper.pid)
            }
            await server.stop()
            let bytes = try #require(limit, "the helper set a limit")
            #expect(bytes > 1 << 30 && bytes < 4 << 30)
        }
    }
}
