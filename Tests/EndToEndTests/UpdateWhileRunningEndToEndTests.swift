@testable import DataAccess
import Foundation
import GRDB
import TestSupport
import Testing

/// An aichats that would update the database while another aichats has it open (one that reads
/// the older format) does not: it says what to do and exits with code 1, the file as it was. The
/// other aichats is a shell holding `running.lock` shared with `flock(1)`, as every aichats does
/// from this release on.
@Suite("No update while another aichats runs")
struct UpdateWhileRunningEndToEndTests {
    private func refusal(_ data: TemporaryFolder) -> String {
        "another aichats is running on \(data.url.path): quit it, then start this one again to update aichats.sqlite "
            + "from data format 8 to \(AppDatabase.dataFormat). Nothing was changed."
    }

    /// The other aichats: holds the lock until killed; returned once it holds it.
    private func otherAichats(on data: TemporaryFolder) async throws -> (process: Process, input: Pipe) {
        let holder = Process(), input = Pipe()
        holder.executableURL = URL(fileURLWithPath: "/bin/sh")
        holder.arguments = ["-c", #"exec 9<>"$0" && flock -s 9 && exec cat"#, data.path(RunningLock.fileName)]
        holder.standardInput = input
        try holder.run()
        // Looked at again after each sleep, the last one too: on a busy machine a sleep may end
        // long after its time.
        let deadline = ContinuousClock.now + .seconds(60)
        while !isHeld(data.path(RunningLock.fileName)) {
            guard ContinuousClock.now < deadline else {
                Issue.record("the other aichats did not take the lock")
                break
            }
            try await Task.sleep(for: .milliseconds(10))
        }
        return (holder, input)
    }

    /// Whether another open file holds a lock on `path`: one this one cannot take alone.
    private func isHeld(_ path: String) -> Bool {
        let probe = open(path, O_RDONLY | O_CLOEXEC)
        guard probe >= 0 else { return false }
        defer { close(probe) }
        return flock(probe, LOCK_EX | LOCK_NB) != 0
    }

    @Test func theAppSaysWhatToDoAndLeavesTheFileAndTheTerminal() async throws {
        let data = try TemporaryFolder.ofDataFormat8()
        let other = try await otherAichats(on: data)
        defer {
            kill(other.process.processIdentifier, SIGKILL)
            other.process.waitUntilExit()
        }
        let before = try data.bytes()
        let session = try TmuxSession(dataFolder: data.url)
        #expect(try await session.exitStatus() == 1)
        #expect(try session.screen().contains("aichats: " + refusal(data)))
        try session.expectRestored()
        #expect(try data.bytes() == before, "the file is left as it was")
        #expect(try data.listing() == ["aichats.log", "aichats.sqlite", RunningLock.fileName], "no copy, no -wal or -shm")
        #expect(try data.text("aichats.log").contains("could not start: " + refusal(data)))
    }

    /// `aichats news` (from cron, say) alike; once the other one has quit, it updates.
    @Test func aCommandUpdatesOnceTheOtherHasQuit() async throws {
        let data = try TemporaryFolder.ofDataFormat8()
        let other = try await otherAichats(on: data)
        let before = try data.bytes()
        let refused = try BinaryRun(["news", "--data-dir", data.url.path])
        #expect(refused.status == 1)
        #expect(refused.errors == "aichats: \(refusal(data))\n")
        #expect(try data.bytes() == before)

        // Killed, as a crash ends it: the system lets the lock go.
        kill(other.process.processIdentifier, SIGKILL)
        other.process.waitUntilExit()
        let updated = try BinaryRun(["news", "--data-dir", data.url.path])
        #expect(updated.status == 0)
        #expect(updated.errors.contains("aichats.sqlite was updated to data format \(AppDatabase.dataFormat)"))
    }

    /// Starts that need no update run together as before: `aichats news` while the app runs.
    @Test func aCommandRunsBesideTheApp() async throws {
        let data = try TemporaryFolder()
        let session = try TmuxSession(dataFolder: data.url)
        try await session.startAsGuest()
        let news = try BinaryRun(["news", "--data-dir", data.url.path])
        #expect(news.status == 0 && news.errors.isEmpty, "\(news.errors)")
        try await session.quit()
    }
}
