import Foundation

/// The feed helpers of one `HelperFeedFetcher`: at most `maximumHelpers` processes at once, each
/// fetching feed after feed, so a refresh of 50 feeds starts a few helpers instead of 50 (each
/// start costs about 17 ms of CPU). A helper is retired after `feedsPerHelper` feeds
/// (which bounds what a long-lived helper keeps: its heap, libcurl's caches) or `idleLimit` without a
/// feed. A helper that fails its feed is stopped (`FeedHelper.reply`); its place is free again
/// once it has exited, so there are never more processes than the maximum.
actor FeedHelperPool {
    nonisolated let maximumHelpers: Int
    nonisolated let feedsPerHelper: Int
    nonisolated let idleLimit: Duration
    private var idle: [(helper: FeedHelper, since: ContinuousClock.Instant)] = []
    /// Helpers started and not yet reaped: idle, busy, retiring or stopping.
    private(set) var live = 0
    /// Helpers started in all, for tests.
    private(set) var started = 0
    private var waitingForRoom: [CheckedContinuation<Void, Never>] = []
    private var waitingForNone: [CheckedContinuation<Void, Never>] = []

    init(maximumHelpers: Int, feedsPerHelper: Int = 25, idleLimit: Duration = .seconds(5)) {
        self.maximumHelpers = max(1, maximumHelpers)
        self.feedsPerHelper = max(1, feedsPerHelper)
        self.idleLimit = idleLimit
    }

    /// An idle helper, else a new one once there is room.
    func helper(executable: URL) async throws(HTTPHelperLaunchError) -> FeedHelper {
        while idle.isEmpty, live >= maximumHelpers {
            await withCheckedContinuation { waitingForRoom.append($0) }
        }
        if let last = idle.popLast() { return last.helper }
        live += 1
        started += 1
        do {
            return try FeedHelper.start(executable: executable) { [weak self] helper in
                Task { await self?.exited(helper) }
            }
        } catch {
            live -= 1
            makeRoom()
            throw error
        }
    }

    /// A helper back from a feed: kept for the next one when it answered (`reusable`) and has
    /// served fewer than `feedsPerHelper` feeds, else let go.
    func giveBack(_ helper: FeedHelper, reusable: Bool) {
        guard reusable else { return }
        guard helper.served < feedsPerHelper else { return helper.retire() }
        idle.append((helper, .now))
        makeRoom()
        let limit = idleLimit
        Task { [weak self] in
            try? await Task.sleep(for: limit)
            await self?.retireIdle()
        }
    }

    /// Retires every idle helper and returns once no helper is left: a command calls it before it
    /// exits, so that no helper outlives it.
    func finish() async {
        for entry in idle { entry.helper.retire() }
        idle.removeAll()
        while live > 0 { await withCheckedContinuation { waitingForNone.append($0) } }
    }

    /// The pids of the idle helpers, the most recently used last, for tests.
    var idlePIDs: [pid_t] { idle.compactMap(\.helper.pid) }

    private func retireIdle() {
        let now = ContinuousClock.now
        let stale = idle.filter { now - $0.since >= idleLimit }
        idle.removeAll { now - $0.since >= idleLimit }
        for entry in stale { entry.helper.retire() }
    }

    private func exited(_ helper: FeedHelper) {
        live -= 1
        idle.removeAll { $0.helper === helper }
        makeRoom()
        if live == 0 {
            for waiter in waitingForNone { waiter.resume() }
            waitingForNone.removeAll()
        }
    }

    /// Wakes the first fetch waiting for a helper, which looks again.
    private func makeRoom() {
        if !waitingForRoom.isEmpty { waitingForRoom.removeFirst().resume() }
    }

    deinit {
        for entry in idle { entry.helper.retire() }
    }
}
