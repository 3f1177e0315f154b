import Foundation
import Testing

/// Signals sent to the running app: however it ends, the terminal is usable afterwards. One tmux
/// server per case, one case at a time (a burst of apps starting at once would slow other suites).
@Suite("Signals in a real terminal", .serialized)
struct SignalEndToEndTests {
    /// Starts the app, waits for its first screen, sends `signal` and returns the session.
    private func sessionAfter(_ signal: Int32) async throws -> TmuxSession {
        let session = try TmuxSession()
        #expect(try await session.waitFor("Get started", seconds: 30))
        let pid = try #require(try session.appPID())
        kill(pid, signal)
        return session
    }

    /// Quit signals end the app cleanly (its data saved, the terminal restored), with 128 + n.
    @Test(arguments: [SIGTERM, SIGHUP, SIGINT, SIGQUIT])
    func quitSignalsExitWith128PlusTheirNumber(_ signal: Int32) async throws {
        let session = try await sessionAfter(signal)
        #expect(try await session.exitStatus() == 128 + Int(signal))
        try session.expectRestored()
        #expect(try !session.screen().contains("backtrace"), "no crash report on the screen")
        let log = try String(contentsOf: session.directory.appendingPathComponent("data/aichats.log"), encoding: .utf8)
        #expect(log.contains(try Regex("notice aichats\\[[0-9]+\\]: quit by signal \(signal)\n")), "\(log)")
    }

    /// Every other signal whose default action ends the process still ends it, after the terminal
    /// was restored.
    @Test(arguments: [SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGSYS])
    func deadlySignalsRestoreTheTerminalFirst(_ signal: Int32) async throws {
        let session = try await sessionAfter(signal)
        #expect(try await session.exitStatus() == 128 + Int(signal))
        try session.expectRestored()
    }

    /// SIGPIPE and SIGXFSZ are ignored (a failed write is reported instead): the app keeps
    /// running and quits normally afterwards.
    @Test(arguments: [SIGPIPE, SIGXFSZ])
    func brokenPipeAndFileSizeSignalsAreIgnored(_ signal: Int32) async throws {
        let session = try await sessionAfter(signal)
        try session.send("q")
        #expect(try await session.exitStatus() == 0)
        try session.expectRestored()
    }
}
