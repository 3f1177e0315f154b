import DataAccess
import Foundation
import Synchronization
import TestSupport
import Testing

/// The refresh lock of a data folder: one refresh at a time across every aichats on it.
@Suite("The refresh lock")
struct FileFeedRefreshLockTests {
    /// Two aichats in one folder (two locks, as two processes hold them): while one refreshes,
    /// the other runs nothing, and its wait ends when that refresh ends.
    @Test func twoOnOneFolderTakeTurns() async throws {
        let folder = try TemporaryFolder()
        let first = FileFeedRefreshLock(folder: folder.url, pollInterval: .milliseconds(10))
        let second = FileFeedRefreshLock(folder: folder.url, pollInterval: .milliseconds(10))
        let entered = Mutex(false), release = Mutex(false)
        let holding = Task {
            await first.ifFree {
                entered.withLock { $0 = true }
                while !release.withLock({ $0 }) { try? await Task.sleep(for: .milliseconds(5)) }
                return 1
            }
        }
        #expect(try await Self.eventually { entered.withLock { $0 } })
        #expect(await second.ifFree { 2 } == nil, "nothing runs while the other refreshes")
        let waited = Mutex(false)
        let waiting = Task {
            await second.waitUntilFree()
            waited.withLock { $0 = true }
        }
        try await Task.sleep(for: .milliseconds(50))
        #expect(!waited.withLock { $0 }, "the wait lasts while the other refreshes")
        release.withLock { $0 = true }
        #expect(await holding.value == 1)
        await waiting.value
        #expect(await second.ifFree { 2 } == 2, "free again once it ended")
        #expect(await first.ifFree { 3 } == 3)
    }

    /// Another process (a shell that takes it with `flock(1)`, then becomes `cat`) holds the lock
    /// and dies without letting go, as a crash does: the kernel releases it, and the wait ends.
    @Test func aLockHeldByAProcessThatDiesIsReleased() async throws {
        let folder = try TemporaryFolder()
        let lock = FileFeedRefreshLock(folder: folder.url, pollInterval: .milliseconds(10))
        let holder = Process(), input = Pipe()
        holder.executableURL = URL(fileURLWithPath: "/bin/sh")
        holder.arguments = ["-c", #"exec 9>"$0" && flock 9 && exec cat"#, folder.file(FileFeedRefreshLock.fileName).path]
        holder.standardInput = input
        try holder.run()
        defer { try? input.fileHandleForWriting.close() }
        #expect(try await Self.eventually { await lock.ifFree { true } == nil }, "held by the other process")
        kill(holder.processIdentifier, SIGKILL)
        let waited = Task { await lock.waitUntilFree() }
        let timeout = Task {
            try await Task.sleep(for: .seconds(20))
            waited.cancel()
        }
        await waited.value
        timeout.cancel()
        #expect(await lock.ifFree { true } == true, "released when its holder died")
        holder.waitUntilExit()
    }

    /// A folder where the file cannot be made (read-only, gone) lets the refresh run unlocked,
    /// as before there was a lock.
    @Test func aFolderWithoutTheFileRunsUnlocked() async throws {
        let folder = try TemporaryFolder(made: false)
        let lock = FileFeedRefreshLock(folder: folder.url.appendingPathComponent("missing"))
        #expect(await lock.ifFree { 1 } == 1)
        await lock.waitUntilFree()
    }

    static func eventually(_ condition: () async throws -> Bool) async throws -> Bool {
        let deadline = ContinuousClock.now + .seconds(60)
        while ContinuousClock.now < deadline {
            if try await condition() { return true }
            try await Task.sleep(for: .milliseconds(10))
        }
        return false
    }
}
