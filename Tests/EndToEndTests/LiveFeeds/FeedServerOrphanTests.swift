import Foundation
import Testing
import TestSupport

@Suite("The feed test server outlives no test process")
struct FeedServerOrphanTests {
    /// A crashed test process would leave the server holding `swift test`'s output open: the run
    /// would hang instead of reporting the crash. Here a shell stands in for the test process.
    @Test func theServerEndsWhenItsParentIsGone() async throws {
        let files = try TemporaryFolder()
        let server = TmuxSession.binary.deletingLastPathComponent().appendingPathComponent("feed-test-server")
        let base = files.url.appendingPathComponent("base").path
        // The shell starts the server, waits until it listens, prints its pid and exits.
        let line = "\(shellQuoted(server.path)) \(shellQuoted(files.url.path)) </dev/null >/dev/null 2>&1 & "
            + "for i in $(seq 300); do [ -f \(shellQuoted(base)) ] && break; sleep 0.1; done; echo $!"
        let output = try #require(await runShellOffPool(line)).output
        let pid = try #require(pid_t(output.trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(FileManager.default.fileExists(atPath: base), "the server never listened")
        let deadline = ContinuousClock.now + .seconds(10)
        while Self.runs(pid), ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(100)) }
        let alive = Self.runs(pid)
        if alive { kill(pid, SIGKILL) }
        #expect(!alive, "feed-test-server \(pid) still runs after its parent exited")
    }

    /// Exited and not yet reaped (a zombie, state Z, when the adopting process reaps late) is
    /// not running.
    static func runs(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return false }
        return stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).first != "Z"
    }
}
