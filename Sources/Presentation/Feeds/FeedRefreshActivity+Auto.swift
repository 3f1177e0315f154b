import Domain
import Foundation

/// The auto-refresh: while the user has it on, a timer starts a refresh of every feed each
/// `autoRefreshMinutes`, in the background like `R` (a refresh still running is left to end).
extension FeedRefreshActivity {
    /// Reads the choice kept from an earlier session, once, and starts the timer when it is on.
    /// An unreadable choice counts as off.
    public func restoreAutoRefresh() async {
        guard !autoRefreshRestored else { return }
        autoRefreshRestored = true
        isAutoRefreshOn = (try? await autoRefreshStore?.isAutoRefreshOn()) ?? false
        scheduleAutoRefresh()
    }

    /// Turns the auto-refresh on or off and keeps the choice; when it cannot be kept, nothing
    /// changes and the error says why.
    public func setAutoRefresh(_ isOn: Bool) async throws {
        autoRefreshRestored = true
        try await autoRefreshStore?.setAutoRefresh(isOn)
        isAutoRefreshOn = isOn
        scheduleAutoRefresh()
    }

    /// The timer as it runs, for tests to see it stop.
    public var autoRefreshTask: Task<Void, Never>? { autoRefreshTimer }

    private func scheduleAutoRefresh() {
        autoRefreshTimer?.cancel()
        autoRefreshTimer = nil
        guard isAutoRefreshOn else { return }
        let sleeper = self.sleeper, period = Duration.seconds(autoRefreshMinutes * 60)
        autoRefreshTimer = Task { [weak self] in
            while true {
                do { try await sleeper.sleep(period) } catch { return }
                guard let self, !Task.isCancelled else { return }
                start()
            }
        }
    }
}
