import Domain
import Synchronization

/// The auto-refresh choice for a session without a database (`aichats render`, the fixtures).
public final class InMemoryAutoRefreshStore: AutoRefreshStore {
    private let isOn: Mutex<Bool>

    public init(isOn: Bool = false) { self.isOn = Mutex(isOn) }

    public func isAutoRefreshOn() async throws -> Bool { isOn.withLock { $0 } }

    public func setAutoRefresh(_ isOn: Bool) async throws { self.isOn.withLock { $0 = isOn } }
}
