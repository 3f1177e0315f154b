import Foundation
import HTTPStreamWire
import TestHTTPServer
import Testing
@testable import DataAccess

extension FeedFetchSuites {
    /// A feed helper gives way to the app whenever it wants the CPU (`SCHED_IDLE`): niced
    /// instead, keys pressed during a refresh were measured slower (`HelperPriority`).
    @Suite("Fetching a feed: the helper's priority")
    struct FeedHelperPriorityTests {
        /// The scheduling policy of a process (0 is the normal one, 5 `SCHED_IDLE`), from
        /// `/proc/PID/stat`: field 41, counted after the command's `)`.
        static func policy(of pid: pid_t) -> Int? {
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let end = stat.lastIndex(of: ")") else { return nil }
            let fields = stat[stat.index(after: end)...].split(separator: " ")
            // fields[0] is field 3, the state.
            return fields.count > 38 ? Int(fields[38]) : nil
        }

        @Test("a helper fetching a feed runs under SCHED_IDLE")
        func idle() async throws {
            let (helper, server) = try await FeedFetching.helperWaitingOnASlowFeed()
            defer { helper.terminate() }
            var policy: Int?
            for _ in 0..<100 where policy != 5 {
                try await Task.sleep(for: .milliseconds(50))
                policy = Self.policy(of: helper.pid)
            }
            await server.stop()
            #expect(policy == 5)
        }
    }
}
