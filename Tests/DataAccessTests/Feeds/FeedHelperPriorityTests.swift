import Foundation
import HTTPStreamWire
import TestHTTPServer
import Testing
@testable import DataAccess

extension FeedFetchSuites {
    /// A feed helper gives way to the app but is not starved: a refresh on a machine whose every
    /// core is busy (a build) must still finish.
    @Suite("Fetching a feed: the helper's priority")
    struct FeedHelperPriorityTests {
        /// The scheduling policy (0 is the normal one, 5 `SCHED_IDLE`) and the nice value of a
        /// process, from `/proc/PID/stat`: fields 41 and 19, counted after the command's `)`.
        static func scheduling(of pid: pid_t) -> (policy: Int, nice: Int)? {
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let end = stat.lastIndex(of: ")") else { return nil }
            let fields = stat[stat.index(after: end)...].split(separator: " ")
            // fields[0] is field 3, the state.
            guard fields.count > 38, let nice = Int(fields[16]), let policy = Int(fields[38]) else { return nil }
            return (policy, nice)
        }

        @Test("a helper fetching a feed runs niced by 10 under the normal policy, not SCHED_IDLE")
        func niced() async throws {
            let (helper, server) = try await FeedFetching.helperWaitingOnASlowFeed()
            defer { helper.terminate() }
            // Relative to this process's own, as `nice` is (a test run may itself be niced).
            let own = try #require(Self.scheduling(of: getpid()))
            let expected = min(19, own.nice + 10)
            var seen: (policy: Int, nice: Int)?
            for _ in 0..<100 where seen?.nice != expected {
                try await Task.sleep(for: .milliseconds(50))
                seen = Self.scheduling(of: helper.pid)
            }
            await server.stop()
            let scheduling = try #require(seen, "the helper's /proc/PID/stat was read")
            #expect(scheduling.policy == 0)
            #expect(scheduling.nice == expected)
        }
    }
}
