import DataAccess
import Foundation
import TestSupport
import Testing

/// `aichats refresh` from cron while another aichats refreshes the same data folder: it waits
/// for that refresh (saying so on stderr) instead of fetching every feed at the same time, and
/// leaves its lines in the app's log.
@Suite("aichats refresh beside another refresh")
struct RefreshLockEndToEndTests {
    @Test func itWaitsForTheOtherRefreshThenRefreshesAndLogs() async throws {
        let config = try TemporaryFolder(), data = try TemporaryFolder(), feeds = try TemporaryFolder()
        try FileManager.default.createDirectory(at: config.file("aichats"), withIntermediateDirectories: true)
        try feeds.write(#"<rss version="2.0"><channel><title>L</title><item><guid>1</guid></item></channel></rss>"#, to: "l.xml")
        try config.write(feeds.file("l.xml").absoluteString + "\n", to: "aichats/urls")
        let environment = ["XDG_CONFIG_HOME": config.url.path, "AICHATS_DATA_DIR": data.url.path]
        // This test process is the other aichats: it holds the folder's refresh lock a while.
        let run = await FileFeedRefreshLock(folder: data.url).ifFree {
            // On a thread of its own: the run blocks while it waits, and the tests' tasks share few threads.
            let command = Task {
                try await withCheckedThrowingContinuation { continuation in
                    Thread.detachNewThread {
                        continuation.resume(with: Result { try CommandRun(["refresh"], environment: environment) })
                    }
                }
            }
            // The command opens its log just before it asks for the lock.
            let deadline = ContinuousClock.now + .seconds(30)
            while !FileManager.default.fileExists(atPath: data.file("aichats.log").path), ContinuousClock.now < deadline {
                try? await Task.sleep(for: .milliseconds(10))
            }
            try? await Task.sleep(for: .milliseconds(300))
            return command
        }
        let refresh: CommandRun = try #require(try await run?.value)
        #expect(refresh.status == 0)
        #expect(refresh.errors == "aichats: another aichats is refreshing the feeds; waiting for it to end\n")
        #expect(refresh.output.contains(": 1 new item"), "then it refreshes")
        let log = try data.text("aichats.log")
        #expect(log.contains("feeds refreshed failed=0 feeds=1 new=1 removed=0"))
    }
}
