/// Keeps whether the app refreshes every feed each interval while it runs: the user turns it on
/// and off on the Feeds screen, and the choice holds across starts.
public protocol AutoRefreshStore: Sendable {
    /// False until the user turns it on.
    func isAutoRefreshOn() async throws -> Bool
    func setAutoRefresh(_ isOn: Bool) async throws
}
