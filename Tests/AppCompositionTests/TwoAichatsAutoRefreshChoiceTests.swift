import AppComposition
import DataAccess
import Domain
import DomainDoubles
import Foundation
import Presentation
import Synchronization
import TestSupport
import Testing

/// Two aichats on one data folder follow the last auto-refresh choice made in either: each
/// reads the stored choice when Feeds appears and before each tick.
@MainActor
@Suite("Two aichats on one data folder: the auto-refresh choice")
struct TwoAichatsAutoRefreshChoiceTests {
    let folder: TemporaryFolder
    /// How many refreshes either ran.
    final class Count: Sendable {
        let value = Mutex(0)
    }
    let refreshes = Count()

    init() throws { folder = try TemporaryFolder() }

    /// One aichats, with its own connection to the folder's database.
    func aichats(sleeper: ManualSleeper = ManualSleeper()) throws -> FeedRefreshActivity {
        let runner = FeedRefreshRunner(refresh: { [refreshes] _, _ in refreshes.value.withLock { $0 += 1 } }, lastRefresh: { Date() })
        return FeedRefreshActivity(
            runner: runner, clock: .system, autoRefresh: SQLiteAutoRefreshStore(database: try AppDatabase(folder: folder.url)),
            sleeper: sleeper.sleeper)
    }

    /// Turned on in one window: the other, open before, says so once its Feeds appears again.
    @Test func onInOneWindowIsOnInTheOtherWhenItsFeedsAppear() async throws {
        let first = try aichats(), second = try aichats()
        await first.startIfStale()
        await second.startIfStale()
        try await first.setAutoRefresh(true)
        #expect(!second.isAutoRefreshOn)
        await second.restoreAutoRefresh()
        #expect(second.isAutoRefreshOn && second.autoRefreshTask != nil)
        try await second.setAutoRefresh(false)
        await first.restoreAutoRefresh()
        #expect(!first.isAutoRefreshOn && first.autoRefreshTask == nil, "and off again")
    }

    /// Turned off in one window: the other's next tick refreshes nothing, and its timer stops.
    @Test func offInOneWindowStopsTheOthersTicks() async throws {
        let sleeper = ManualSleeper()
        let first = try aichats(), second = try aichats(sleeper: sleeper)
        try await second.setAutoRefresh(true)
        try await first.setAutoRefresh(false)
        #expect(await sleeper.waitForSleep())
        sleeper.fire()
        let deadline = ContinuousClock.now + .seconds(20)
        while second.autoRefreshTask != nil, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(2)) }
        #expect(second.autoRefreshTask == nil && !second.isAutoRefreshOn)
        #expect(refreshes.value.withLock { $0 } == 0 && second.task == nil)
    }
}
