import Domain
import Foundation

/// The auto-refresh: while the user has it on, a timer starts a refresh of every feed each
/// `autoRefreshMinutes`, in the background like `R` (a refresh still running is left to end).
/// The choice is shared by every aichats on the data folder: each reads it again when Feeds
/// appears and before each tick, so all of them follow the last choice made in any of them.
extension FeedRefreshActivity {
    /// Reads the stored choice and starts or stops the timer to follow it: at start, and each
    /// time Feeds appears. An unreadable choice changes nothing (off at start).
    public func restoreAutoRefresh() async {
        let asked = autoRefreshChoices
        guard let stored = try? await autoRefreshStore?.isAutoRefreshOn(),
              asked == autoRefreshChoices,  // `t` meanwhile: the user's choice is newer.
              stored != isAutoRefreshOn || (stored && autoRefreshTimer == nil) else { return }
        isAutoRefreshOn = stored
        scheduleAutoRefresh()
    }

    /// Turns the auto-refresh on or off and keeps the choice; when it cannot be kept, nothing
    /// changes and the error says why.
    public func setAutoRefresh(_ isOn: Bool) async throws {
        autoRefreshChoices += 1
        try await autoRefreshStore?.setAutoRefresh(isOn)
        isAutoRefreshOn = isOn
        scheduleAutoRefresh()
    }

    /// The timer as it runs, for tests to see it stop.
    public var autoRefreshTask: Task<Void, Never>? { autoRefreshTimer }

    /// The share of the period within which every feed fetched by anyone leaves a tick out: with
    /// two aichats open, each one's tick then mostly finds the feeds fresh from the other's.
    nonisolated static let freshShareOfPeriod = 0.5

    private func scheduleAutoRefresh() {
        autoRefreshTimer?.cancel()
        autoRefreshTimer = nil
        guard isAutoRefreshOn else { return }
        let sleeper = self.sleeper, period = Duration.seconds(autoRefreshMinutes * 60)
        autoRefreshTimer = Task { [weak self] in
            while true {
                do { try await sleeper.sleep(period) } catch { return }
                guard let self, !Task.isCancelled, await tick() else { return }
            }
        }
    }

    /// One tick: the choice is read again first (turned off in another aichats, the timer stops);
    /// a tick while every feed was fetched within `freshShareOfPeriod` of the period, by this
    /// aichats or another, or while another aichats refreshes, is left out quietly, the screens
    /// loading what the others stored (`+Elsewhere`). False when the timer stops.
    private func tick() async -> Bool {
        let asked = autoRefreshChoices
        if let stored = try? await autoRefreshStore?.isAutoRefreshOn(), !stored, asked == autoRefreshChoices {
            isAutoRefreshOn = false
            autoRefreshTimer = nil
            return false
        }
        guard task == nil else { return true }
        let fresh = clock.now().addingTimeInterval(-Double(autoRefreshMinutes * 60) * Self.freshShareOfPeriod)
        let leftOut = await runner.everyFeedFetched(fresh)
        guard !Task.isCancelled else { return false }
        guard !leftOut else {
            if task == nil { await showWhatOthersStored() }
            return !Task.isCancelled
        }
        start(quietWhenBusy: true)
        return true
    }
}
